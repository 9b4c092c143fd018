import { describe, expect, it } from "vitest";
import { helpUrlsPath } from "#app/platform-api/product";

describe("platform-api/product (SPEC §7 Product and workbench)", () => {
  it("builds the help urls' path with the product code encoded as one query value", () => {
    expect(helpUrlsPath("pmpp")).toBe("product/v4/help-urls?productCode=pmpp");
    expect(helpUrlsPath("pm pp&productCode=x#y")).toBe("product/v4/help-urls?productCode=pm%20pp%26productCode%3Dx%23y");
  });
});
