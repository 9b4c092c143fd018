import type { ArgTypes } from "@storybook/react";
import { PORTAL_TYPES, VIEW_MODES, type PortalType, type ViewMode } from "#app/layout/types";
import headerThemeSchema from "#schemas/header-theme.schema.json";
import sceneParamsSchema from "#schemas/scene-params.schema.json";
import type { StoryTenantKey } from "../fixtures/malformed-tenant";
import { schemaArgTypes } from "../fixtures/schema-controls";
import { TOOLBAR_TENANTS } from "../fixtures/shell-choice";

/**
 * The form a designer edits a tenant's branding with, in the branding playground and on every
 * whole-shell story alike (ADR 037 §4, ADR 061): one control per property of the header theme
 * and of the scene params, made from the schemas when the module loads, filed under the
 * schema it comes from. The whole-shell props these stand for (`theme`, `sceneParams`) and
 * the environment are no controls: a raw JSON box is not a form.
 */
export const THEME_CATEGORY = "Header theme (schemas/header-theme.schema.json)";
export const SCENE_CATEGORY = "Scene params (schemas/scene-params.schema.json)";
export const THEME_KEYS: readonly string[] = Object.keys(headerThemeSchema.properties);
export const SCENE_KEYS: readonly string[] = Object.keys(sceneParamsSchema.properties);
const shared = THEME_KEYS.filter((key) => SCENE_KEYS.includes(key));
if (shared.length > 0) throw new Error(`the header theme and the scene params both have ${shared.join(", ")}: the branding controls need distinct names`);

/** A story's args with the branding controls: one arg per schema property, beside the page's own. */
export type BrandingArgs = Record<string, unknown>;

const pickArgs = (args: BrandingArgs, keys: readonly string[]) => Object.fromEntries(keys.filter((key) => args[key] !== undefined).map((key) => [key, args[key]]));
const pickOne = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => ((allowed as readonly unknown[]).includes(value) ? (value as T) : undefined);

/** The header theme and scene params the branding controls hold (a control left unset is left out: the tenant's value stands). */
export function brandingOf(args: BrandingArgs): { theme: Record<string, unknown>; sceneParams: Record<string, unknown> } {
  return { theme: pickArgs(args, THEME_KEYS), sceneParams: pickArgs(args, SCENE_KEYS) };
}

/** The page's tenant, portal type and view mode in a story's args (the toolbar's, when one is picked, win). */
export function pageOf(args: BrandingArgs): { tenant?: StoryTenantKey; portalType?: PortalType; viewMode?: ViewMode } {
  return { tenant: pickOne(args["tenant"], TOOLBAR_TENANTS), portalType: pickOne(args["portalType"], PORTAL_TYPES), viewMode: pickOne(args["viewMode"], VIEW_MODES) };
}

const hidden = (names: readonly string[]): ArgTypes => Object.fromEntries(names.map((name) => [name, { control: false, table: { disable: true } }]));

/** The schemas' controls, and the whole-shell props they stand for hidden. */
export const BRANDING_ARG_TYPES: ArgTypes = {
  ...schemaArgTypes(headerThemeSchema, THEME_CATEGORY),
  ...schemaArgTypes(sceneParamsSchema, SCENE_CATEGORY),
  ...hidden(["theme", "sceneParams", "env"]),
};

/** The page's controls: which tenant, portal type and view mode the story was written for. */
export const PAGE_ARG_TYPES: ArgTypes = {
  tenant: { control: "select", options: TOOLBAR_TENANTS, description: "The tenant the story shows; the toolbar's tenant, when one is picked, wins.", table: { category: "Page" } },
  portalType: { control: "inline-radio", options: PORTAL_TYPES, description: "The toolbar's portal type, when one is picked, wins.", table: { category: "Page" } },
  viewMode: { control: "select", options: VIEW_MODES, description: "SPEC §2 view mode; the toolbar's, when one is picked, wins.", table: { category: "Page" } },
  showProblems: { control: "boolean", description: "Show the configuration problems, as the portal shows them to a tenant admin.", table: { category: "Page" } },
};
