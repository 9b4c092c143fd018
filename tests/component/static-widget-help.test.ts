import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CUSTOMER_SERVICE_WIDGET, PMPP_QUICK_START } from "#platform/db/seed-workbench.ts";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");
const read = (urlPath: string) => readFileSync(path.join(PUBLIC, urlPath), "utf8");

/** Runs a public script as the browser would: plain script, the page's globals. */
function runScript(urlPath: string): void {
  new Function(read(urlPath))();
}

interface WidgetApi {
  version: string;
  open(): void;
  close(): void;
  destroy(): void;
}

const widgetApi = () => (window as unknown as { PortalCustomerService?: WidgetApi }).PortalCustomerService;

describe("the seed's side entry script and help page are real files of the portal", () => {
  it.each([CUSTOMER_SERVICE_WIDGET, PMPP_QUICK_START])("%s is served from public/, outside the sub-app prefix /apps/", (urlPath) => {
    expect(urlPath.startsWith("/apps/")).toBe(false);
    expect(existsSync(path.join(PUBLIC, urlPath))).toBe(true);
  });

  it("the help page's own assets exist and are same-origin, so the portal's CSP (script-src 'self') lets them load", () => {
    const html = read(PMPP_QUICK_START);
    const refs = [...html.matchAll(/(?:src|href)="([^"?]+)"/g)].map((m) => m[1] ?? "").filter((ref) => ref.startsWith("/"));
    expect(refs).toEqual(["/help/help.css", "/help/help.js"]);
    for (const ref of refs) expect(existsSync(path.join(PUBLIC, ref))).toBe(true);
    // No inline script or handler: the production CSP would block it.
    expect(html).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>|\son[a-z]+=/);
  });
});

describe("customer service widget (SPEC §3 side entry linkType 2, §9 delay 2000 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, "now").mockReturnValue(0);
    document.documentElement.lang = "en";
  });
  afterEach(() => {
    widgetApi()?.destroy();
    vi.useRealTimers();
  });

  it("shows its launcher 2000 ms after the page started, in the page's language, with one namespaced global", () => {
    const before = new Set(Object.getOwnPropertyNames(window));
    runScript(CUSTOMER_SERVICE_WIDGET);
    vi.advanceTimersByTime(1999);
    expect(screen.queryByRole("button", { name: "Online service" })).toBeNull();
    vi.advanceTimersByTime(1);
    const launcher = screen.getByRole("button", { name: "Online service" });
    expect(launcher.getAttribute("aria-expanded")).toBe("false");
    // Its icon is drawn, not an emoji that shows as an empty box where no emoji font is installed.
    expect(launcher.querySelector("svg[aria-hidden=true] path")).not.toBeNull();
    expect(launcher.textContent).toBe("Online service");
    expect(Object.getOwnPropertyNames(window).filter((name) => !before.has(name))).toEqual(["PortalCustomerService"]);
  });

  it("opens a panel where a sent message is listed as text; an empty one is refused; Escape closes it", () => {
    runScript(CUSTOMER_SERVICE_WIDGET);
    vi.advanceTimersByTime(2000);
    const launcher = screen.getByRole("button", { name: "Online service" });
    fireEvent.click(launcher);
    const panel = screen.getByRole("dialog", { name: "Online service" });
    expect(launcher.getAttribute("aria-expanded")).toBe("true");
    const input = within(panel).getByRole("textbox", { name: "Message" });
    expect(document.activeElement).toBe(input);
    const log = within(panel).getByRole("log", { name: "Conversation" });
    expect(within(log).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Hello, please describe the problem you have."]);

    fireEvent.click(within(panel).getByRole("button", { name: "Send" }));
    expect(within(panel).getByRole("alert").textContent).toBe("Type a message first");

    fireEvent.change(input, { target: { value: "  <img src=x onerror=alert(1)> the crane log is missing  " } });
    fireEvent.keyDown(input, { key: "Enter" });
    const items = within(log).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[1]?.textContent).toMatch(/^You · \d\d:\d\d<img src=x onerror=alert\(1\)> the crane log is missing$/);
    expect(log.querySelector("img")).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe("");
    expect(within(panel).getByRole("alert").textContent).toBe("");

    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(launcher);
    fireEvent.click(launcher);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close online service" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("injected twice, it is there once", () => {
    runScript(CUSTOMER_SERVICE_WIDGET);
    const api = widgetApi();
    runScript(CUSTOMER_SERVICE_WIDGET);
    vi.advanceTimersByTime(2000);
    expect(widgetApi()).toBe(api);
    expect(screen.getAllByRole("button", { name: "Online service" })).toHaveLength(1);
    expect(document.querySelectorAll("#portal-customer-service-style")).toHaveLength(1);
  });

  it.each([
    ["zh-CN", "在线客服", "发送"],
    ["sv-SE", "Kundtjänst online", "Skicka"],
    ["", "在线客服", "发送"],
  ])("with lang %j it speaks %s", (lang, launcher, send) => {
    document.documentElement.lang = lang;
    runScript(CUSTOMER_SERVICE_WIDGET);
    vi.advanceTimersByTime(2000);
    fireEvent.click(screen.getByRole("button", { name: launcher }));
    expect(within(screen.getByRole("dialog", { name: launcher })).getByRole("button", { name: send })).toBeTruthy();
  });

  it("follows a change of the page's language and keeps the messages", async () => {
    runScript(CUSTOMER_SERVICE_WIDGET);
    vi.advanceTimersByTime(2000);
    widgetApi()?.open();
    const input = screen.getByRole("textbox", { name: "Message" });
    fireEvent.change(input, { target: { value: "hej" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    document.documentElement.lang = "sv-SE";
    await vi.waitFor(() => expect(screen.getByRole("dialog", { name: "Kundtjänst online" })).toBeTruthy());
    expect(screen.getByRole("textbox", { name: "Meddelande" })).toBeTruthy();
    expect(screen.getByRole("log").textContent).toContain("hej");
  });

  it("under a blocking dialog of the portal (html[data-blocking-dialog]) it is inert, out of reach, and under antd's modal masks", async () => {
    runScript(CUSTOMER_SERVICE_WIDGET);
    vi.advanceTimersByTime(2000);
    const root = document.getElementById("portal-customer-service")!;
    // Under the masks (z-index 1000) in any case.
    expect(document.getElementById("portal-customer-service-style")?.textContent).toMatch(/#portal-customer-service\{[^}]*z-index:(\d+)/);
    const zIndex = Number(/#portal-customer-service\{[^}]*z-index:(\d+)/.exec(document.getElementById("portal-customer-service-style")!.textContent!)?.[1]);
    expect(zIndex).toBeLessThan(1000);
    document.documentElement.setAttribute("data-blocking-dialog", "");
    await vi.waitFor(() => expect(root.hasAttribute("inert")).toBe(true));
    expect(screen.queryByRole("button", { name: "Online service" })).toBeNull();
    document.documentElement.removeAttribute("data-blocking-dialog");
    await vi.waitFor(() => expect(root.hasAttribute("inert")).toBe(false));
    expect(screen.getByRole("button", { name: "Online service" })).toBeTruthy();
  });

  it("built while a blocking dialog is already open, it starts inert", () => {
    document.documentElement.setAttribute("data-blocking-dialog", "");
    try {
      runScript(CUSTOMER_SERVICE_WIDGET);
      vi.advanceTimersByTime(2000);
      expect(document.getElementById("portal-customer-service")?.hasAttribute("inert")).toBe(true);
      expect(screen.queryByRole("button", { name: "Online service" })).toBeNull();
    } finally {
      document.documentElement.removeAttribute("data-blocking-dialog");
    }
  });

  it("destroy removes it and its global; a later injection builds it again", () => {
    runScript(CUSTOMER_SERVICE_WIDGET);
    vi.advanceTimersByTime(2000);
    widgetApi()?.destroy();
    expect(widgetApi()).toBeUndefined();
    expect(screen.queryByRole("button", { name: "Online service" })).toBeNull();
    runScript(CUSTOMER_SERVICE_WIDGET);
    vi.advanceTimersByTime(2000);
    expect(screen.getByRole("button", { name: "Online service" })).toBeTruthy();
  });
});

describe("project management quick start help page", () => {
  const html = read(PMPP_QUICK_START);
  const parsed = new DOMParser().parseFromString(html, "text/html");

  beforeEach(() => {
    document.documentElement.removeAttribute("data-locale");
    document.documentElement.lang = "zh-CN";
    document.title = "";
    document.body.innerHTML = parsed.body.innerHTML;
  });
  afterEach(() => {
    document.cookie = "portal_lang=; Max-Age=0; Path=/";
    window.history.replaceState(null, "", "/");
    document.body.innerHTML = "";
  });

  it("has the guide in the three locales, each with its title and steps", () => {
    const articles = [...parsed.querySelectorAll("article")];
    expect(articles.map((a) => [a.getAttribute("lang"), a.dataset["locale"], a.dataset["title"]])).toEqual([
      ["zh-CN", "zh-CN", "项目管理快速入门"],
      ["en", "en", "Project management quick start"],
      ["sv-SE", "sv-SE", "Kom igång med projektstyrning"],
    ]);
    for (const article of articles) {
      expect(article.querySelector("h1")?.textContent).toBe(article.dataset["title"]);
      expect(article.querySelectorAll("h2")).toHaveLength(5);
      expect(article.querySelectorAll("tbody tr")).toHaveLength(6);
    }
  });

  it.each([
    ["?lang=en", "", "en", "Project management quick start"],
    ["?lang=sv", "", "sv-SE", "Kom igång med projektstyrning"],
    ["", "portal_lang=en", "en", "Project management quick start"],
    ["?lang=xx", "", "zh-CN", "项目管理快速入门"],
    ["", "", "zh-CN", "项目管理快速入门"],
  ])("query %j, cookie %j → %s", (query, cookie, locale, title) => {
    window.history.replaceState(null, "", `${PMPP_QUICK_START}${query}`);
    if (cookie) document.cookie = `${cookie}; Path=/`;
    runScript("/help/help.js");
    expect(document.documentElement.lang).toBe(locale);
    expect(document.documentElement.dataset["locale"]).toBe(locale);
    expect(document.title).toBe(title);
    const nav = screen.getByRole("navigation", { name: /Language/ });
    expect(within(nav).getAllByRole("link").filter((a) => a.getAttribute("aria-current") === "true").map((a) => a.getAttribute("hreflang"))).toEqual([locale]);
  });

  it("hides the other locales by CSS once one is chosen", () => {
    const css = read("/help/help.css");
    for (const locale of ["zh-CN", "en", "sv-SE"]) expect(css).toContain(`html[data-locale="${locale}"] article[data-locale]:not([data-locale="${locale}"])`);
  });
});
