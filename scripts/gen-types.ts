/**
 * Generates TypeScript types from the JSON Schemas in schemas/ (ARCHITECTURE §4: the
 * schemas are the single source of truth). One file per schema, in app/types/generated/.
 * For the schemas the browser reads, also ajv *standalone* validation code, one module per
 * schema, in app/types/generated/validators/ (ADR 019): plain functions, no `eval` or
 * `new Function` at run time, so the page's CSP (ADR 017, no 'unsafe-eval') holds.
 *
 * `npx tsx scripts/gen-types.ts` (or `npm run gen:types`) writes the files;
 * `generateTypes()` and `generateValidators()` return them without writing, so a test can
 * tell when the checked-in files are stale.
 */
import { readFile, readdir, writeFile, mkdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020 from "ajv/dist/2020";
import standaloneCode from "ajv/dist/standalone";
import { compile, type Options } from "json-schema-to-typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SCHEMA_DIR = path.join(ROOT, "schemas");
export const GENERATED_DIR = path.join(ROOT, "app", "types", "generated");
export const VALIDATORS_DIR = path.join(GENERATED_DIR, "validators");
const SCHEMA_BASE = "https://portal.local/schemas/";
const SCHEMA_SUFFIX = ".schema.json";

/** Reads `https://portal.local/schemas/<file>` refs from schemas/ instead of the network. */
const localSchemaResolver = {
  order: 1,
  canRead: (file: { url: string }) => file.url.startsWith(SCHEMA_BASE),
  read: (file: { url: string }) => {
    const name = file.url.slice(SCHEMA_BASE.length).split("#")[0] ?? "";
    return readFile(path.join(SCHEMA_DIR, path.basename(name)), "utf8");
  },
};

function banner(schemaFile: string): string {
  return `/* eslint-disable */\n// generated from schemas/${schemaFile} by npm run gen:types; do not edit\n`;
}

/**
 * Compiles every schema in schemas/ to TypeScript.
 * Returns a map from output file name (e.g. `header-theme.ts`) to its content, in a
 * stable order. Throws when a schema cannot be read or compiled.
 */
export async function generateTypes(): Promise<Map<string, string>> {
  const files = (await readdir(SCHEMA_DIR)).filter((f) => f.endsWith(SCHEMA_SUFFIX)).sort();
  const out = new Map<string, string>();
  for (const file of files) {
    const schema = JSON.parse(await readFile(path.join(SCHEMA_DIR, file), "utf8")) as Record<string, unknown>;
    const name = file.slice(0, -SCHEMA_SUFFIX.length);
    const options: Partial<Options> = {
      bannerComment: banner(file),
      cwd: SCHEMA_DIR,
      format: true,
      style: { singleQuote: false, printWidth: 100, trailingComma: "all" },
      additionalProperties: false,
      unknownAny: true,
      strictIndexSignatures: false,
      declareExternallyReferenced: true,
      $refOptions: { resolve: { portal: localSchemaResolver, http: false } } as Options["$refOptions"],
    };
    const ts = await compile(schema as Parameters<typeof compile>[0], String(schema["title"] ?? name), options);
    out.set(`${name}.ts`, ts);
  }
  out.set(DEFAULTS_FILE, await generateDefaults());
  return out;
}

/** The generated defaults module, beside the types (written and checked with them). */
export const DEFAULTS_FILE = "defaults.ts";

const constantCase = (name: string): string => name.replace(/-/g, "_").toUpperCase();

/**
 * The `default` keywords of the schemas' top-level properties as plain objects, one export
 * per schema that has any: `<NAME>_DEFAULTS` (e.g. `HEADER_THEME_DEFAULTS`), checked against
 * the schema's generated type. app/kit/schemas/defaults.ts is the one module that hands
 * them out (ARCHITECTURE §4: the schemas are the single source of truth).
 *
 * Generated here, not built at import from the schema JSON: the browser then gets only the
 * values (a few hundred bytes), not the schemas with their descriptions, and no code that
 * walks them. The browser's validators are generated for the same reason (ADR 019).
 */
export async function generateDefaults(): Promise<string> {
  const files = (await readdir(SCHEMA_DIR)).filter((f) => f.endsWith(SCHEMA_SUFFIX)).sort();
  const imports: string[] = [];
  const blocks: string[] = [];
  for (const file of files) {
    const schema = JSON.parse(await readFile(path.join(SCHEMA_DIR, file), "utf8")) as Record<string, unknown>;
    const properties = (schema["properties"] ?? {}) as Record<string, Record<string, unknown>>;
    const entries = Object.entries(properties).filter(([, sub]) => typeof sub === "object" && sub !== null && "default" in sub);
    if (entries.length === 0) continue;
    const name = file.slice(0, -SCHEMA_SUFFIX.length);
    const typeName = String(schema["title"] ?? pascal(name));
    imports.push(`import type { ${typeName} } from "./${name}";`);
    const lines = entries.map(([key, sub]) => `  ${JSON.stringify(key)}: ${JSON.stringify(sub["default"])},`);
    blocks.push(`/** The \`default\` keywords of schemas/${file}. */\nexport const ${constantCase(name)}_DEFAULTS = {\n${lines.join("\n")}\n} satisfies Partial<${typeName}>;\n`);
  }
  return `/* eslint-disable */\n// generated from the \`default\` keywords of schemas/*.schema.json by npm run gen:types; do not edit\n${imports.join("\n")}\n\n${blocks.join("\n")}`;
}

/**
 * The schemas the browser checks platform answers against, by file name without
 * `.schema.json`. Only these get a validator module: each one a page imports lands in that
 * page's chunk, so a lazy feature's validators load with the feature.
 */
export const BROWSER_SCHEMAS = [
  "account-info",
  "bridge-message",
  "bulletin-item",
  "collected-menu",
  "dashboard",
  "dashboard-write",
  "entry",
  "header-theme",
  "help-item",
  "help-url-write",
  "layout-override",
  "menu-write",
  "message",
  "micro-app-write",
  "nav-logo-and-name",
  "page",
  "password-rules",
  "portal-entry-write",
  "recent-visit",
  "scene-params",
  "security-log-item",
  "side-entry",
  "side-entry-write",
  "texts-by-locale",
  "watermark",
  "workbench-config",
] as const;

/**
 * Definitions (`$defs`) of a browser schema that the browser also checks on their own, by
 * schema: definition name → the suffix of its export. Each gets its own export in the schema's
 * module, `validate<Suffix>`, beside the schema's; the code they share is written once.
 */
export const BROWSER_DEFINITIONS: Partial<Record<(typeof BROWSER_SCHEMAS)[number], Record<string, string>>> = {
  "bridge-message": { appMessage: "BridgeAppMessage", shellMessage: "BridgeShellMessage", parentMessage: "BridgeParentMessage", context: "BridgeContext" },
};

/** Keywords that only annotate: the browser's copy of a schema goes without them (smaller code). */
const ANNOTATIONS = new Set(["title", "description", "$comment", "examples", "deprecated", "readOnly", "writeOnly", "format"]);
/** Keywords whose value is one schema, a list of schemas, or a map of name to schema. */
const ONE_SCHEMA = new Set(["items", "additionalItems", "additionalProperties", "unevaluatedItems", "unevaluatedProperties", "contains", "propertyNames", "not", "if", "then", "else"]);
const SCHEMA_LIST = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
const SCHEMA_MAP = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

/**
 * A schema without its annotations, walking only where schemas are (a property called
 * `title` under `properties` stays; `enum` and `const` values are data and stay whole).
 * Formats are annotations here too: the browser checks shape, the server and the platform's
 * contract tests check formats (ADR 003).
 */
function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (ONE_SCHEMA.has(key) || SCHEMA_LIST.has(key)) out[key] = withoutAnnotations(value);
    else if (SCHEMA_MAP.has(key) && typeof value === "object" && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)]));
    } else out[key] = value;
  }
  return out;
}

const requireFromHere = createRequire(import.meta.url);

/**
 * Ajv's standalone code asks for its run-time helpers with `require(...)`, which an ES module
 * in the browser does not have; the helpers are small pure functions, so they are written
 * into the module instead. Any other `require` is an error here, not in the browser.
 */
function inlineRuntime(code: string, schemaFile: string): string {
  return code.replace(/require\("([^"]+)"\)\.default/g, (_match, module: string) => {
    if (!/^ajv\/dist\/runtime\/(ucs2length|equal)$/.test(module)) throw new Error(`${schemaFile}: the validator needs ${module}, which gen-types cannot inline`);
    const helper = (requireFromHere(module) as { default: (...args: never[]) => unknown }).default;
    return `(${helper.toString()})`;
  });
}

const pascal = (name: string): string => name.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase());

/** The export of a schema's validator module: `validate` and the schema's name, e.g. `validateBulletinItem`. */
export function validatorName(schemaName: string): string {
  return `validate${pascal(schemaName)}`;
}

/** Code that a page's CSP without 'unsafe-eval' would refuse, or that needs CommonJS. */
export const FORBIDDEN_IN_BROWSER_CODE = /\bnew\s+Function\b|\beval\s*\(|\brequire\s*\(/;

/**
 * Compiles the browser's schemas (BROWSER_SCHEMAS) to ajv standalone ES modules.
 * Returns a map from path under app/types/generated/ (`validators/<name>.js` and its
 * `validators/<name>.d.ts`) to content, in a stable order. Each module has one export,
 * `validate<Name>`, typed in the `.d.ts` as a guard for the generated type. Formats are not
 * checked (see withoutAnnotations). Throws when a schema cannot be compiled or the code
 * would need `eval`, `new Function` or `require`.
 */
export async function generateValidators(): Promise<Map<string, string>> {
  const files = (await readdir(SCHEMA_DIR)).filter((f) => f.endsWith(SCHEMA_SUFFIX)).sort();
  const schemas = new Map<string, Record<string, unknown>>();
  for (const file of files) schemas.set(file, JSON.parse(await readFile(path.join(SCHEMA_DIR, file), "utf8")) as Record<string, unknown>);
  const out = new Map<string, string>();
  for (const name of [...BROWSER_SCHEMAS].sort()) {
    const file = `${name}${SCHEMA_SUFFIX}`;
    const schema = schemas.get(file);
    if (!schema) throw new Error(`BROWSER_SCHEMAS names ${name}, but schemas/${file} does not exist`);
    // A fresh instance per module: the names in the code (validate10, schema11) do not move when another schema changes.
    // `discriminator` picks a oneOf's branch by its tag, so a fault names the branch's field (schemas/bridge-message).
    const ajv = new Ajv2020({ allErrors: true, strict: false, discriminator: true, validateFormats: false, code: { source: true, esm: true } });
    for (const other of schemas.values()) ajv.addSchema(withoutAnnotations(other) as Record<string, unknown>);
    const id = String(schema["$id"]);
    const typeName = String(schema["title"] ?? pascal(name));
    const exports: { name: string; ref: string; typeName: string; what: string }[] = [{ name: validatorName(name), ref: id, typeName, what: `schemas/${file}` }];
    const defs = (schema["$defs"] ?? {}) as Record<string, { title?: unknown }>;
    for (const [def, suffix] of Object.entries(BROWSER_DEFINITIONS[name] ?? {})) {
      if (!defs[def]) throw new Error(`BROWSER_DEFINITIONS names ${name}#/$defs/${def}, which does not exist`);
      exports.push({ name: `validate${suffix}`, ref: `${id}#/$defs/${def}`, typeName: String(defs[def].title ?? typeName), what: `schemas/${file}#/$defs/${def}` });
    }
    const code = inlineRuntime(standaloneCode(ajv, Object.fromEntries(exports.map((e) => [e.name, e.ref]))), file);
    if (FORBIDDEN_IN_BROWSER_CODE.test(code)) throw new Error(`${file}: the standalone code would need eval, new Function or require`);
    const types = [...new Set(exports.map((e) => e.typeName))].sort();
    out.set(`validators/${name}.js`, `// generated from schemas/${file} by npm run gen:types (ajv standalone code: no eval); do not edit\n${code}\n`);
    out.set(
      `validators/${name}.d.ts`,
      `${banner(file)}import type { ${types.join(", ")} } from "../${name}";
${exports
  .map(
    (e) => `
/** Checks a value against ${e.what} (formats not checked); \`errors\` holds the faults of the last call that failed. */
export declare const ${e.name}: {
  (data: unknown): data is ${e.typeName};
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
`,
  )
  .join("")}`,
    );
  }
  return out;
}

async function writeGeneratedTypes(): Promise<void> {
  const generated = new Map([...(await generateTypes()), ...(await generateValidators())]);
  await rm(GENERATED_DIR, { recursive: true, force: true });
  await mkdir(VALIDATORS_DIR, { recursive: true });
  for (const [file, content] of generated) {
    await writeFile(path.join(GENERATED_DIR, file), content);
  }
  console.log(`wrote ${generated.size} files to ${path.relative(ROOT, GENERATED_DIR)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeGeneratedTypes().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
