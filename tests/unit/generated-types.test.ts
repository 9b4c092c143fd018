import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED_DIR, generateTypes } from "../../scripts/gen-types.ts";

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
