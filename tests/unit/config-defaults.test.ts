import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as platformDefaults from "#platform/config-defaults.ts";
import {
  DEFAULT_COLLECTED_MENU,
  DEFAULT_ENV_INFO,
  DEFAULT_HEADER_HEIGHT,
  DEFAULT_HEADER_THEME,
  DEFAULT_IDLE_HOURS,
  DEFAULT_LOGO_SIZE,
  DEFAULT_NAV,
  DEFAULT_PORTAL_CONFIG,
  DEFAULT_SCENE_PARAMS,
  DEFAULT_THEME_COLOR,
  KEEP_ALIVE_BUDGET_DEFAULT,
  readKeepAliveBudget,
  WATERMARK_DEFAULTS,
  WRITE_DEFAULTS,
} from "#app/kit/schemas/defaults.ts";
import { DEFAULT_LOCALE } from "#app/kit/i18n/config.ts";
import * as generated from "#app/types/generated/defaults.ts";

const SCHEMA_DIR = path.resolve(import.meta.dirname, "../../schemas");

/** The one defaults module's object for each schema that has `default` keywords. */
const MODULE_DEFAULTS: Record<string, Record<string, unknown>> = {
  "header-theme": DEFAULT_HEADER_THEME,
  "scene-params": DEFAULT_SCENE_PARAMS,
  "nav-logo-and-name": DEFAULT_NAV,
  "env-info": DEFAULT_ENV_INFO,
  "portal-config": DEFAULT_PORTAL_CONFIG,
  "collected-menu": DEFAULT_COLLECTED_MENU,
  watermark: WATERMARK_DEFAULTS,
  ...WRITE_DEFAULTS,
};

interface FoundDefault {
  schema: string;
  /** Property names from the top of the instance; null when the default sits where no instance path leads (under $defs, allOf, …). */
  at: string[] | null;
  where: string;
  value: unknown;
}

/** Every `default` keyword of a schema, walking only where subschemas are. */
function findDefaults(schema: string, node: unknown, at: string[] | null, where: string, out: FoundDefault[]): void {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return;
  const record = node as Record<string, unknown>;
  if ("default" in record) out.push({ schema, at, where, value: record["default"] });
  for (const [key, value] of Object.entries(record)) {
    if (key === "properties" && typeof value === "object" && value !== null) {
      for (const [name, sub] of Object.entries(value)) findDefaults(schema, sub, at ? [...at, name] : null, `${where}/properties/${name}`, out);
    } else if (["$defs", "definitions", "patternProperties", "dependentSchemas"].includes(key) && typeof value === "object" && value !== null) {
      for (const [name, sub] of Object.entries(value)) findDefaults(schema, sub, null, `${where}/${key}/${name}`, out);
    } else if (["allOf", "anyOf", "oneOf", "prefixItems"].includes(key) && Array.isArray(value)) {
      value.forEach((sub, i) => findDefaults(schema, sub, null, `${where}/${key}/${i}`, out));
    } else if (["items", "additionalProperties", "not", "if", "then", "else", "contains", "unevaluatedProperties", "unevaluatedItems"].includes(key)) {
      findDefaults(schema, value, null, `${where}/${key}`, out);
    }
  }
}

function allSchemaDefaults(): FoundDefault[] {
  const out: FoundDefault[] = [];
  for (const file of readdirSync(SCHEMA_DIR).filter((f) => f.endsWith(".schema.json")).sort()) {
    const schema = JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), "utf8")) as unknown;
    findDefaults(file.slice(0, -".schema.json".length), schema, [], "#", out);
  }
  return out;
}

function valueAt(object: unknown, at: readonly string[]): unknown {
  let current = object;
  for (const key of at) {
    if (typeof current !== "object" || current === null || !(key in current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

describe("config defaults: one module fed by the schemas (ARCHITECTURE §4)", () => {
  const found = allSchemaDefaults();

  it("the schemas carry the defaults of the config pieces (SPEC §3, §9)", () => {
    const schemas = new Set(found.map((d) => d.schema));
    for (const name of Object.keys(MODULE_DEFAULTS)) expect(schemas.has(name), name).toBe(true);
  });

  it("every `default` in the schemas equals the value the defaults module gives", () => {
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) {
      const label = `schemas/${d.schema}.schema.json ${d.where}`;
      expect(d.at, `${label}: a default must sit under properties, where an instance path leads`).not.toBeNull();
      const object = MODULE_DEFAULTS[d.schema];
      expect(object, `${label}: app/kit/schemas/defaults.ts gives no defaults for ${d.schema}`).toBeDefined();
      expect(valueAt(object, d.at ?? []), label).toEqual(d.value);
    }
  });

  it("the defaults module gives no value that a schema does not carry as its default", () => {
    for (const [schema, object] of Object.entries(MODULE_DEFAULTS)) {
      const keys = found.filter((d) => d.schema === schema && d.at?.length === 1).map((d) => d.at![0]).sort();
      expect(Object.keys(object).sort(), schema).toEqual(keys);
    }
  });

  it("the module's objects are the generated ones, not copies", () => {
    expect(DEFAULT_HEADER_THEME).toBe(generated.HEADER_THEME_DEFAULTS);
    expect(DEFAULT_SCENE_PARAMS).toBe(generated.SCENE_PARAMS_DEFAULTS);
    expect(DEFAULT_NAV).toBe(generated.NAV_LOGO_AND_NAME_DEFAULTS);
    expect(DEFAULT_ENV_INFO).toBe(generated.ENV_INFO_DEFAULTS);
    expect(DEFAULT_PORTAL_CONFIG).toBe(generated.PORTAL_CONFIG_DEFAULTS);
    expect(DEFAULT_COLLECTED_MENU).toBe(generated.COLLECTED_MENU_DEFAULTS);
  });

  it("the platform serves the same objects", () => {
    expect(platformDefaults.DEFAULT_HEADER_THEME).toBe(DEFAULT_HEADER_THEME);
    expect(platformDefaults.DEFAULT_SCENE_PARAMS).toBe(DEFAULT_SCENE_PARAMS);
    expect(platformDefaults.DEFAULT_NAV_LOGO_AND_NAME).toBe(DEFAULT_NAV);
    expect(platformDefaults.DEFAULT_ENV_INFO).toBe(DEFAULT_ENV_INFO);
  });

  it("the single values are read from the same defaults", () => {
    expect(DEFAULT_THEME_COLOR).toBe(DEFAULT_HEADER_THEME.themeColor);
    expect(DEFAULT_HEADER_HEIGHT).toBe(DEFAULT_HEADER_THEME.headerHeight);
    expect(DEFAULT_LOGO_SIZE).toBe(DEFAULT_HEADER_THEME.systemLogoSize);
    expect(DEFAULT_IDLE_HOURS).toBe(DEFAULT_HEADER_THEME.loginSessionTimeout);
    expect(DEFAULT_LOCALE).toBe(DEFAULT_ENV_INFO.defaultLocale);
    expect(KEEP_ALIVE_BUDGET_DEFAULT).toBe(DEFAULT_SCENE_PARAMS.subAppKeepAliveMax);
    expect(readKeepAliveBudget(DEFAULT_SCENE_PARAMS.subAppKeepAliveMax)).toBe(KEEP_ALIVE_BUDGET_DEFAULT);
  });
});
