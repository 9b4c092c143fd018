import { describe, expect, it } from "vitest";
import { lookEverywhere } from "./every-screen";
import { withPortal } from "./with-portal";

const env = withPortal();

describe("the Simple portal on every screen (SPEC §2 Layout, §9 breakpoints; WCAG 2.1 AA)", () => {
  it("the enterprise home and a project at 1920, 1440, 1280, 1024, 768 and 390 px in zh-CN, en and sv-SE: menus behind labelled controls, nothing past the window, header contrast, a visible focus at each Tab stop, no serious axe finding, a quiet console", async () => {
    expect(await lookEverywhere(env, "Simple")).toEqual([]);
  }, 600_000);
});
