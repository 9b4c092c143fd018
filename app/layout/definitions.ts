/**
 * The built-in layout definitions, one per view mode × portal type (ARCHITECTURE §3).
 * They are data in definitions/*.json, validated by schemas/layout.schema.json in
 * tests/unit/layout-definitions.test.ts.
 */
import type { LayoutDefinition } from "../types/generated/layout.ts";
import applicationClassic from "./definitions/application.classic.json";
import applicationSimple from "./definitions/application.simple.json";
import fullClassic from "./definitions/full.classic.json";
import fullSimple from "./definitions/full.simple.json";
import moduleClassic from "./definitions/module.classic.json";
import moduleSimple from "./definitions/module.simple.json";
import singleModuleClassic from "./definitions/singleModule.classic.json";
import singleModuleSimple from "./definitions/singleModule.simple.json";
import tripartiteAppClassic from "./definitions/tripartiteApp.classic.json";
import tripartiteAppSimple from "./definitions/tripartiteApp.simple.json";
import type { PortalType, ViewMode } from "./types.ts";

type DefinitionKey = `${ViewMode}.${PortalType}`;

export const LAYOUT_DEFINITIONS = {
  "full.Classic": fullClassic,
  "full.Simple": fullSimple,
  "singleModule.Classic": singleModuleClassic,
  "singleModule.Simple": singleModuleSimple,
  "module.Classic": moduleClassic,
  "module.Simple": moduleSimple,
  "application.Classic": applicationClassic,
  "application.Simple": applicationSimple,
  "tripartiteApp.Classic": tripartiteAppClassic,
  "tripartiteApp.Simple": tripartiteAppSimple,
} as unknown as Readonly<Record<DefinitionKey, LayoutDefinition>>;

/** The built-in definition of a view mode and portal type. */
export function getLayoutDefinition(viewMode: ViewMode, portalType: PortalType): LayoutDefinition {
  return LAYOUT_DEFINITIONS[`${viewMode}.${portalType}`];
}
