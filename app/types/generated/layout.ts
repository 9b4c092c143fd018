/* eslint-disable */
// generated from schemas/layout.schema.json by npm run gen:types; do not edit

export type ViewMode = "full" | "singleModule" | "module" | "application" | "tripartiteApp";
export type PortalType = "Classic" | "Simple";
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
 * Layout of one view mode × portal type (ARCHITECTURE §3): regions, their components and slot items.
 */
export interface LayoutDefinition {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  viewMode: ViewMode;
  portalType: PortalType;
  /**
   * Whether the org tree is loaded (restricted modes skip it, SPEC §2).
   */
  orgTreeLoad: boolean;
  regions: LayoutRegions;
}
export interface LayoutRegions {
  header: LayoutRegion;
  sidebar: LayoutRegion;
  tabBar: LayoutRegion;
  toolbar: LayoutRegion;
  watermark: LayoutRegion;
  content: LayoutRegion;
  banner: LayoutRegion;
}
/**
 * A region of the page. `visible: false` hides it; `when` hides it unless the condition holds.
 */
export interface LayoutRegion {
  component: string;
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
