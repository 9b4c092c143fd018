import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validate } from "#app/kit/schemas/validator.ts";
import { BROWSER_SCHEMAS, FORBIDDEN_IN_BROWSER_CODE, GENERATED_DIR, VALIDATORS_DIR, generateTypes, generateValidators, validatorName } from "../../scripts/gen-types.ts";

const STALE = "app/types/generated is stale: run npm run gen:types";

describe("generated types", () => {
  it("match the schemas in schemas/", async () => {
    const expected = await generateTypes();
    const checkedIn = (await readdir(GENERATED_DIR)).filter((f) => f.endsWith(".ts")).sort();
    expect(checkedIn, STALE).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) {
      const actual = await readFile(path.join(GENERATED_DIR, file), "utf8");
      expect(actual, `${STALE} (${file})`).toBe(content);
    }
  });
});

describe("generated browser validators (ADR 019)", () => {
  it("match the schemas in schemas/: one module and its types per schema the browser reads", async () => {
    const expected = await generateValidators();
    const checkedIn = (await readdir(VALIDATORS_DIR)).map((f) => `validators/${f}`).sort();
    expect(checkedIn, STALE).toEqual([...expected.keys()].sort());
    expect(checkedIn).toHaveLength(BROWSER_SCHEMAS.length * 2);
    for (const [file, content] of expected) {
      const actual = await readFile(path.join(GENERATED_DIR, file), "utf8");
      expect(actual, `${STALE} (${file})`).toBe(content);
    }
  });

  it("are plain code: no eval, no new Function, no require (ADR 017: the page's CSP has no 'unsafe-eval')", async () => {
    const modules = (await readdir(VALIDATORS_DIR)).filter((f) => f.endsWith(".js"));
    expect(modules).toHaveLength(BROWSER_SCHEMAS.length);
    for (const file of modules) {
      const code = await readFile(path.join(VALIDATORS_DIR, file), "utf8");
      expect(code, file).not.toMatch(FORBIDDEN_IN_BROWSER_CODE);
      expect(code, file).not.toMatch(/\bnew\s+Function\b/);
      expect(code, file).not.toMatch(/\beval\s*\(/);
      expect(code, file).not.toMatch(/\bFunction\s*\(/);
    }
    expect("const f = new Function('return 1')").toMatch(FORBIDDEN_IN_BROWSER_CODE);
    expect("eval (code)").toMatch(FORBIDDEN_IN_BROWSER_CODE);
    expect('const x = require("ajv/dist/runtime/equal").default').toMatch(FORBIDDEN_IN_BROWSER_CODE);
  });

  it("answer as the server's validator does, formats aside", async () => {
    const samples: unknown[] = [null, 7, "x", [], {}, { records: [], recordTotal: 0, totalPage: 0 }, { id: "1", title: "t", type: "normal", createTime: "2026-06-01T00:00:00Z", read: false }];
    for (const name of BROWSER_SCHEMAS) {
      const module = (await import(path.join(VALIDATORS_DIR, `${name}.js`))) as Record<string, (data: unknown) => boolean>;
      const check = module[validatorName(name)];
      expect(check, name).toBeTypeOf("function");
      for (const sample of samples) expect(check!(sample), `${name} ${JSON.stringify(sample)}`).toBe(validate(name, sample).ok);
    }
  });
});
