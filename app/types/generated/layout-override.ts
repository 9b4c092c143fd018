/* eslint-disable */
// generated from schemas/layout-override.schema.json by npm run gen:types; do not edit

/**
 * A visibility rule, as data.
 */
export type Condition =
  | SceneCondition
  | QueryCondition
  | ThemeCondition
  | EnvCondition
  | UserCondition
  | AllCondition
  | AnyCondition
  | NotCondition;
export type Items = LayoutItem[];

/**
 * A tenant's changes to the layout definitions. Each entry applies to one view mode and portal type, or to all of them when either is absent.
 */
export interface LayoutOverride {
  layouts: LayoutOverrideEntry[];
}
export interface LayoutOverrideEntry {
  viewMode?: "full" | "singleModule" | "module" | "application" | "tripartiteApp";
  portalType?: "Classic" | "Simple";
  orgTreeLoad?: boolean;
  regions: LayoutRegionOverrides;
}
export interface LayoutRegionOverrides {
  header?: LayoutRegionOverride;
  sidebar?: LayoutRegionOverride;
  tabBar?: LayoutRegionOverride;
  toolbar?: LayoutRegionOverride;
  watermark?: LayoutRegionOverride;
  content?: LayoutRegionOverride;
  banner?: LayoutRegionOverride;
}
/**
 * Replaces the region's component, visibility, condition, items or whole slots.
 */
export interface LayoutRegionOverride {
  component?: string;
  visible?: boolean;
  when?: Condition;
  slots?: HeaderSlots;
  items?: Items;
}
/**
 * True when the scene value named here is truthy, or equals `equals` when given.
 */
export interface SceneCondition {
  scene: string;
  equals?: string | number | boolean | null;
}
/**
 * True when the query value named here is truthy, or equals `equals` when given.
 */
export interface QueryCondition {
  query: string;
  equals?: string | number | boolean | null;
}
/**
 * True when the theme value named here is truthy, or equals `equals` when given.
 */
export interface ThemeCondition {
  theme: string;
  equals?: string | number | boolean | null;
}
/**
 * True when the env value named here is truthy, or equals `equals` when given.
 */
export interface EnvCondition {
  env: string;
  equals?: string | number | boolean | null;
}
/**
 * True when the user value named here is truthy, or equals `equals` when given.
 */
export interface UserCondition {
  user: string;
  equals?: string | number | boolean | null;
}
export interface AllCondition {
  all: Condition[];
}
export interface AnyCondition {
  any: Condition[];
}
export interface NotCondition {
  not: Condition;
}
export interface HeaderSlots {
  left?: Items;
  center?: Items;
  right?: Items;
}
/**
 * One item in a slot.
 */
export interface LayoutItem {
  id: string;
  /**
   * Registry name of the component.
   */
  component: string;
  when?: Condition;
  props?: {
    [k: string]: unknown;
  };
}
