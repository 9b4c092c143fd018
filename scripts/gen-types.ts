/**
 * Generates TypeScript types from the JSON Schemas in schemas/ (ARCHITECTURE §4: the
 * schemas are the single source of truth). One file per schema, in app/types/generated/.
 *
 * `npx tsx scripts/gen-types.ts` (or `npm run gen:types`) writes the files;
 * `generateTypes()` returns them without writing, so a test can tell when the checked-in
 * files are stale.
 */
import { readFile, readdir, writeFile, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compile, type Options } from "json-schema-to-typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SCHEMA_DIR = path.join(ROOT, "schemas");
export const GENERATED_DIR = path.join(ROOT, "app", "types", "generated");
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
  return out;
}

async function writeGeneratedTypes(): Promise<void> {
  const generated = await generateTypes();
  await rm(GENERATED_DIR, { recursive: true, force: true });
  await mkdir(GENERATED_DIR, { recursive: true });
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
