import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

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
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const ids = new Map<string, string>();
  for (const file of files) {
    const schema = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { $id?: string };
    const id = schema.$id ?? file;
    ajv.addSchema(schema, id);
    ids.set(file, id);
  }
  const validators = new Map<string, ValidateFunction>();
  for (const [file, id] of ids) {
    const validate = ajv.getSchema(id);
    if (validate) validators.set(file, validate);
  }
  cache = { signature, validators };
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
