import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PARAMETERS_MAX, renderThirdPartyPage, type Opening } from "../../micro-apps/third-party/src/page";

const opening = (overrides: Partial<Opening>): Opening => ({ search: "", cookie: "", referrer: "", framed: false, ancestorOrigin: null, opened: false, ...overrides });

function draw(overrides: Partial<Opening>) {
  const root = document.createElement("div");
  document.body.append(root);
  return { root, locale: renderThirdPartyPage(root, opening(overrides)) };
}

afterEach(() => document.body.replaceChildren());

describe("third-party page (no bridge)", () => {
  it("as the help link of a menu, shows that help topic and what it was opened with", () => {
    draw({ search: "?help=monthly-approval&lang=en", referrer: "http://localhost:3000/portal/1000100031/", framed: true });
    expect(screen.getByRole("heading", { level: 1, name: "Help: approving a monthly plan" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
    const table = screen.getByRole("table", { name: "Opened with" });
    expect(within(table).getByRole("rowheader", { name: "help" })).toBeTruthy();
    expect(within(table).getByRole("cell", { name: "monthly-approval" })).toBeTruthy();
    expect(screen.getByTestId("opening").textContent).toBe("In a frame of a page at http://localhost:3000");
    expect(screen.getByText("Referring page: http://localhost:3000")).toBeTruthy();
    expect(document.title).toBe("Help: approving a monthly plan · Partner site");
  });

  it("for the dust sensor menu, in Swedish", () => {
    const { locale } = draw({ search: "?sensor=dust&lang=sv-SE", framed: true, ancestorOrigin: "https://portal.example.com" });
    expect(locale).toBe("sv-SE");
    expect(document.documentElement.lang).toBe("sv-SE");
    expect(screen.getByRole("heading", { level: 1, name: "Dammövervakning" })).toBeTruthy();
    expect(screen.getByTestId("opening").textContent).toBe("I en ram på en sida från https://portal.example.com");
    expect(screen.getByText("Ingen hänvisande sida")).toBeTruthy();
  });

  it("in Chinese by default; an unknown topic and other parameters are shown as text", () => {
    draw({ search: "?sensor=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&from=portal", opened: true });
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(screen.getByRole("heading", { level: 1, name: "第三方页面" })).toBeTruthy();
    expect(screen.getByText("门户以参数 sensor=<img src=x onerror=alert(1)> 打开本页面。")).toBeTruthy();
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByTestId("opening").textContent).toBe("由另一个页面用新窗口打开");
  });

  it("opened with no parameters in its own window", () => {
    draw({ search: "", cookie: "portal_lang=en" });
    expect(screen.getByRole("heading", { level: 1, name: "Third-party page" })).toBeTruthy();
    expect(screen.getByText("No parameters.")).toBeTruthy();
    expect(screen.getByTestId("opening").textContent).toBe("In its own window or tab");
  });

  it("lists at most the first parameters and says how many more there were", () => {
    const search = `?lang=en&${Array.from({ length: PARAMETERS_MAX + 5 }, (_, i) => `p${i}=${i}`).join("&")}`;
    draw({ search });
    expect(screen.getAllByRole("row")).toHaveLength(PARAMETERS_MAX + 1);
    expect(screen.getByText("6 more parameters not listed.")).toBeTruthy();
  });
});
