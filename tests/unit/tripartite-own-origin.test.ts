import { describe, expect, it } from "vitest";
import { checkEntryParams } from "#app/shell/entry-params.rules.ts";
import { safeTripartitePageUrl } from "#app/features/content/tripartite-url.rules.ts";

const OWN = "http://127.0.0.1:3000";

describe("third-party pages deployed with the portal (SPEC §2 tripartitePageUrl, ADR 013)", () => {
  it("an absolute URL on the portal's own origin under /apps/ passes, whatever its host", () => {
    expect(safeTripartitePageUrl(`${OWN}/apps/third-party/?sensor=dust`, OWN)).toBe(`${OWN}/apps/third-party/?sensor=dust`);
    expect(safeTripartitePageUrl("http://localhost:3000/apps/third-party/", "http://localhost:3000")).toBe("http://localhost:3000/apps/third-party/");
  });

  it.each([
    ["another path of the portal", `${OWN}/portal/1/`],
    ["another port of the same host", "http://127.0.0.1:3001/apps/third-party/"],
    ["a path that only starts like /apps", `${OWN}/appsx/page`],
    ["a dot segment out of /apps/", `${OWN}/apps/../portal/1/`],
  ])("%s stays blacklisted", (_name, url) => {
    expect(safeTripartitePageUrl(url, OWN)).toBeNull();
  });

  it("without the own origin the blacklist holds as before", () => {
    expect(safeTripartitePageUrl(`${OWN}/apps/third-party/`)).toBeNull();
  });

  it("the entry check takes the own origin", () => {
    const query = new URLSearchParams({ viewMode: "tripartiteApp", tripartitePageUrl: `${OWN}/apps/third-party/` });
    expect(checkEntryParams(query, null, OWN)).toMatchObject({ ok: true, entry: { tripartitePageUrl: `${OWN}/apps/third-party/` } });
    expect(checkEntryParams(query, null)).toMatchObject({ ok: false, param: "tripartitePageUrl" });
  });
});
