import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ErrorObject } from "ajv";
import { isPortalLink, LINK_FORMAT } from "#packages/url-safety/src/link-format.ts";
import type { FieldError } from "./envelope.ts";

/** Where the project's JSON Schemas live: beside platform/, else under the working folder. */
function schemasDir(): string | null {
  const candidates = [
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../schemas"),
    path.resolve(process.cwd(), "schemas"),
  ];
  return candidates.find((dir) => existsSync(dir)) ?? null;
}

interface Loaded {
  signature: string;
  validators: Map<string, ValidateFunction>;
  /** Every fault of a value (allErrors), compiled when first asked for. */
  detailed: (file: string) => ValidateFunction | undefined;
}

let cache: Loaded | null = null;

/**
 * Loads every `*.schema.json` (they $ref one another by $id) into one Ajv instance.
 * Reloaded when a schema file changes, since the schemas are edited while the server runs.
 */
function load(dir: string): Loaded {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort();
  const signature = files.map((f) => `${f}:${statSync(path.join(dir, f)).mtimeMs}`).join("|");
  if (cache && cache.signature === signature) return cache;
  const schemas = files.map((file) => ({ file, schema: JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { $id?: string } }));
  const create = (allErrors: boolean) => {
    const ajv = new Ajv2020({ strict: false, allErrors });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    // The browser's own check of a link (ARCHITECTURE §6): what it would refuse is never stored.
    ajv.addFormat(LINK_FORMAT, { type: "string", validate: isPortalLink });
    for (const { file, schema } of schemas) ajv.addSchema(schema, schema.$id ?? file);
    return ajv;
  };
  const idOf = new Map(schemas.map(({ file, schema }) => [file, schema.$id ?? file]));
  const ajv = create(false);
  const validators = new Map<string, ValidateFunction>();
  for (const [file, id] of idOf) {
    const validate = ajv.getSchema(id);
    if (validate) validators.set(file, validate);
  }
  let detailedAjv: Ajv2020 | null = null;
  const detailed = (file: string) => {
    const id = idOf.get(file);
    if (id === undefined) return undefined;
    detailedAjv ??= create(true);
    return detailedAjv.getSchema(id);
  };
  cache = { signature, validators, detailed };
  return cache;
}

export interface SchemaCheck {
  valid: boolean;
  /** `instancePath message` of the first error, when invalid. */
  error?: string;
}

/**
 * Validates `value` against `schemas/<file>` if that file exists (no schema: valid).
 * A schema that does not compile throws: that is a server fault, not bad input.
 */
export function validateAgainstSchema(file: string, value: unknown): SchemaCheck {
  const dir = schemasDir();
  if (!dir || !existsSync(path.join(dir, file))) return { valid: true };
  const validate = load(dir).validators.get(file);
  if (!validate) return { valid: true };
  if (validate(value)) return { valid: true };
  const first = validate.errors?.[0];
  const where = first?.instancePath || "/";
  return { valid: false, error: `${where} ${first?.message ?? "is invalid"}` };
}

/**
 * Words for the faults whose ajv message would print a regular expression, by the name of the
 * schema part that failed (a `$defs` entry or a property of schemas/micro-app-write,
 * schemas/menu-write).
 */
const FAULT_WORDS: Record<string, string> = {
  appId: 'must be 1 to 64 lower-case letters, digits or "-", starting with a letter or digit (not "origins")',
  microAppId: 'must be an app id: 1 to 64 lower-case letters, digits or "-", starting with a letter or digit',
  entry: 'must be an absolute http(s) URL or a path on the portal\'s own origin starting with "/", without quotes, angle brackets, backticks, backslashes, spaces or control characters',
  origin: "must be an exact origin, scheme://host[:port] with no path, such as https://api.example.com",
  name: "must not be blank",
  routePath: 'must be a path starting with "/", without a query or fragment, "." or ".." segments (%2e is a dot too), "//", backslashes, %2F or %5C, quotes, angle brackets, spaces or control characters',
  menuId: 'must be an id: 1 to 64 letters, digits, "_", "." or "-"',
  parentId: 'must be an id: 1 to 64 letters, digits, "_", "." or "-"',
  code: 'must be a code: 1 to 200 letters, digits, ".", "_", ":" or "-"',
  roleCode: 'must be a role code: 1 to 64 letters, digits, ".", "_", ":" or "-"',
  url: 'must be a portal page: "/portal-pages/" and a path of letters, digits, ".", "_", "~", "/" or "-"',
  urlParams: 'must not contain spaces or "#"',
  productCode: 'must be a product code: 1 to 64 letters, digits, "_", "." or "-"',
  orgId: 'must be an org id: 1 to 64 letters, digits, "_", "." or "-"',
  link: 'must be an http(s) URL or a path on the portal\'s own origin starting with one "/", without quotes, brackets, backslashes or spaces',
  iconClass: 'must be one icon class name: 1 to 100 letters, digits, "_" or "-"',
  authoritySuffixes: 'must be a suffix such as ":export"',
};

const KEYWORDS_IN_WORDS = new Set(["pattern", "not", "minLength"]);

/** The field path of an ajv error: `allowedOrigins/0`, or the missing or extra property's. */
function faultPath(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const child = error.keyword === "required" ? params.missingProperty : error.keyword === "additionalProperties" ? params.additionalProperty : undefined;
  const base = error.instancePath.replace(/^\//, "");
  if (child === undefined) return base;
  return base ? `${base}/${child}` : child;
}

/** Words for a value that fails a format of the platform's own, by the format's name. */
const FORMAT_WORDS: Record<string, string> = {
  [LINK_FORMAT]: "must be an http(s) URL without a user name or password, or a path on the portal's own origin, with no control characters or encoded backslashes (%5C) in it",
};

function faultMessage(error: ErrorObject): string {
  if (error.keyword === "required") return "is required";
  if (error.keyword === "format") {
    const words = FORMAT_WORDS[(error.params as { format?: string }).format ?? ""];
    if (words) return words;
  }
  if (error.keyword === "additionalProperties") return "is not a field of this call";
  if (error.keyword === "enum") {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `must be one of: ${allowed.map((v) => (v === null ? "null" : String(v))).join(", ")}`;
  }
  if (KEYWORDS_IN_WORDS.has(error.keyword)) {
    // "#/$defs/origin/pattern", "#/properties/parentId/pattern", "#/properties/authoritySuffixes/items/pattern"
    const parts = error.schemaPath.split("#")[1]?.split("/") ?? [];
    parts.pop();
    let name = parts.pop();
    if (name === "items") name = parts.pop();
    const words = name === undefined ? undefined : FAULT_WORDS[name];
    if (words) return words;
    if (error.keyword === "minLength") return "must not be empty";
  }
  return error.message ?? "is invalid";
}

/**
 * Every fault of `value` against `schemas/<file>`, one per field path (the first found there),
 * in words a form can show; empty when valid or when there is no such schema.
 */
export function schemaFieldErrors(file: string, value: unknown): FieldError[] {
  const dir = schemasDir();
  if (!dir || !existsSync(path.join(dir, file))) return [];
  const validate = load(dir).detailed(file);
  if (!validate || validate(value)) return [];
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of validate.errors ?? []) {
    const where = faultPath(error);
    if (seen.has(where)) continue;
    seen.add(where);
    out.push({ path: where, message: where === "" && error.keyword === "type" ? "must be a JSON object" : faultMessage(error) });
  }
  return out;
}
