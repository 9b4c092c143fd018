import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BrowserUpgradeBanner } from "#app/features/banner/BrowserUpgradeBanner";
import { UserDropdown } from "#app/features/header/UserDropdown";
import { reloadPage } from "#app/features/header/items/navigate";
import { CustomerService } from "#app/features/toolbar/CustomerService";
import { SideEntries } from "#app/features/toolbar/SideEntries";
import { Watermark } from "#app/features/watermark/Watermark";
import type { Locale } from "#app/kit/i18n/config";
import type { PortalContextValue } from "#app/shell/portal-context";
import { storageKey } from "#app/kit/client-storage";
import { API, fail, ok } from "#tests/mocks/envelope";
import { HeaderStrip, PORTAL_CONFIG, headerItemsPortal } from "../../stories/header-items/fixtures";
import { renderInPortal } from "./render";

vi.mock("#app/features/header/items/navigate", () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));

const posted: unknown[] = [];
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const server = setupServer(
  http.get(`${API}/workbench/v4/portal-param-values/portal-config`, () => ok(PORTAL_CONFIG)),
  http.get(`${API}/param/v4/user-param-values/theme-settings`, () => ok({ enableType: "Classic" })),
  http.post(`${API}/param/v4/user-param-values/theme-settings`, async ({ request }) => {
    posted.push({ body: await request.json(), csrf: request.headers.get("x-portal-request") });
    return ok({ enableType: "Simple" });
  }),
  http.get(`${API}/report-center/v4/mark/:code/detail`, ({ params }) =>
    params["code"] === "3001"
      ? ok({ type: "TEXT", text: "内部资料 ${tenantName}", fontColor: "#FF0000", status: 1 })
      : params["code"] === "3002"
        ? ok({ type: "TEXT", text: "{name} {loginAccount} ${tenantName} {{systemDate}}", status: 1 })
        : params["code"] === "3003"
          ? ok({ type: "PICTURE", picturePath: "/api/file/v4/images/mark", rotationAngle: 30, spacing: 80, status: 1 })
          : fail(404, "404", "not found"),
  ),
  // Eight bytes of a PNG signature are enough: the picture's size comes from the (stubbed) Image.
  http.get(`${API}/file/v4/images/mark`, () => new HttpResponse(PNG_BYTES, { headers: { "content-type": "image/png" } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  posted.length = 0;
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderItem(ui: React.ReactNode, context: PortalContextValue = headerItemsPortal(), locale: Locale = "en") {
  return renderInPortal(
    <HeaderStrip context={context} data={{}}>
      {ui}
    </HeaderStrip>,
    locale,
  );
}

/** The UserDropdown item as the engine plans it for these theme and scene flags. */
function dropdownFor(options: Parameters<typeof headerItemsPortal>[0] = {}, extra: Partial<PortalContextValue> = {}) {
  const context = headerItemsPortal(options, extra);
  const item = context.plan.header.slots.right.find((i) => i.component === "UserDropdown");
  if (!item) throw new Error("no user dropdown in the plan");
  return { context, ui: <UserDropdown item={item} region="header.right" /> };
}

async function openUserMenu(name: RegExp) {
  const button = screen.getByRole("button", { name });
  await act(async () => {
    fireEvent.click(button);
  });
}

describe("user dropdown (SPEC §6)", () => {
  it("shows every entry the flags allow, with links into the personal centre keeping the query", async () => {
    const { context, ui } = dropdownFor({ sceneParams: { avatarDropdowns: [{ code: "handbook", name: "Site handbook", openType: 1, url: "/apps/iframe-demo/" }] } });
    renderItem(ui, { ...context, actions: { openTenantSwitch: vi.fn(), openTenantInfo: vi.fn(), openIdentitySwitch: vi.fn(), openBusinessSystemSwitch: vi.fn(), navigateToOrg: vi.fn() } });
    await openUserMenu(/User menu: 演示用户/);
    expect(screen.getByRole("link", { name: "User centre" }).getAttribute("href")).toBe("/portal/10001/?org=1");
    expect(screen.getByRole("link", { name: "Change password" }).getAttribute("href")).toBe("/portal/10002/?org=1");
    expect(screen.getByRole("link", { name: "My space" }).getAttribute("href")).toBe("/portal/10000/?org=1");
    expect(screen.getByRole("menuitem", { name: /Mobile app QR code/ })).toBeTruthy();
    const handbook = screen.getByRole("link", { name: "Site handbook" });
    expect([handbook.getAttribute("href"), handbook.getAttribute("target")]).toEqual(["/apps/iframe-demo/", "_blank"]);
    expect(screen.getByRole("menuitem", { name: /Switch tenant/ })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: /Switch to the Simple layout/ })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: /Language/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log out" }).getAttribute("href")).toContain("/api/portal/v4/logout");
  });

  it("each entry's accessible name is its label alone, without the name of its icon", async () => {
    const { context, ui } = dropdownFor();
    renderItem(ui, { ...context, actions: { openTenantSwitch: vi.fn(), openTenantInfo: vi.fn(), openIdentitySwitch: vi.fn(), openBusinessSystemSwitch: vi.fn(), navigateToOrg: vi.fn() } });
    await openUserMenu(/User menu: 演示用户/);
    expect(screen.getByRole("menuitem", { name: "Change password" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Switch tenant" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Log out" })).toBeTruthy();
  });

  it("leads a tenant admin to the admin console of the tenant; a member's menu has no such entry", async () => {
    const { context, ui } = dropdownFor();
    const actions = { openTenantSwitch: vi.fn(), openTenantInfo: vi.fn(), openIdentitySwitch: vi.fn(), openBusinessSystemSwitch: vi.fn(), navigateToOrg: vi.fn() };
    const member = renderItem(ui, { ...context, user: { ...context.user!, tenantAdmin: false }, actions });
    await openUserMenu(/User menu: 演示用户/);
    expect(screen.queryByRole("link", { name: "Admin console" })).toBeNull();
    member.unmount();
    renderItem(ui, { ...context, user: { ...context.user!, tenantAdmin: true }, actions });
    await openUserMenu(/User menu: 演示用户/);
    expect(screen.getByRole("link", { name: "Admin console" }).getAttribute("href")).toBe("/portal-admin/");
  });

  it("theme and scene flags off hide their entries; the single-product scene hides the portal switch", async () => {
    const { context, ui } = dropdownFor({
      theme: { userCenter: false, modifyPassword: false, appQrcode: false, languageSwitch: false, logout: false },
      sceneParams: { userSpaceShow: false, scene: "single-product" },
    });
    renderItem(ui, { ...context, singleProduct: true });
    await openUserMenu(/User menu/);
    for (const name of ["User centre", "Change password", "My space", "Log out"]) expect(screen.queryByRole("link", { name })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: /QR code|Language|Switch to/ })).toBeNull();
    // The tenant line is always there.
    expect(screen.getByRole("menuitem", { name: /Current tenant: 中建智造集团/ })).toBeTruthy();
  });

  it("the language entry offers the three locales, keeping the path and query", async () => {
    const { context, ui } = dropdownFor();
    renderItem(ui, context, "sv-SE");
    await openUserMenu(/Användarmeny/);
    const language = screen.getByRole("menuitem", { name: /Språk/ });
    await act(async () => {
      fireEvent.mouseEnter(language);
      fireEvent.click(language);
    });
    const english = await screen.findByRole("link", { name: "English" });
    expect(english.getAttribute("href")).toBe("/portal/3101/?org=1&lang=en");
    expect(screen.getByRole("link", { name: "Svenska" }).getAttribute("aria-current")).toBe("true");
  });

  it("switching Classic → Simple saves enableType with the CSRF header and reloads", async () => {
    const { context, ui } = dropdownFor();
    renderItem(ui, context);
    await openUserMenu(/User menu/);
    await act(async () => {
      fireEvent.click(screen.getByRole("menuitem", { name: /Switch to the Simple layout/ }));
    });
    const dialog = await screen.findByRole("dialog", { name: "Switch portal layout" });
    expect(dialog.textContent).toContain("The portal changes from the Classic to the Simple layout");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Switch to Simple" }));
    });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([{ body: { enableType: "Simple" }, csrf: "1" }]);
  });

  it("a failed save says so and does not reload", async () => {
    server.use(http.post(`${API}/param/v4/user-param-values/theme-settings`, () => fail(400, "400", 'enableType must be "Classic" or "Simple"')));
    const { context, ui } = dropdownFor({ portalType: "Simple" });
    renderItem(ui, context);
    await openUserMenu(/User menu/);
    await act(async () => {
      fireEvent.click(screen.getByRole("menuitem", { name: /Switch to the Classic layout/ }));
    });
    const confirm = await screen.findByRole("button", { name: "Switch to Classic" });
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(await screen.findByText(/The layout could not be switched: enableType must be/)).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("a type changed elsewhere (server Simple, page Classic) reloads when the page is shown again", async () => {
    server.use(http.get(`${API}/param/v4/user-param-values/theme-settings`, () => ok({ enableType: "Simple" })));
    const { context, ui } = dropdownFor();
    renderItem(ui, context);
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it("the same type at the server does not reload", async () => {
    const { context, ui } = dropdownFor();
    renderItem(ui, context);
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("the app QR code opens in a dialog", async () => {
    const { context, ui } = dropdownFor();
    renderItem(ui, context, "zh-CN");
    await openUserMenu(/用户菜单/);
    await act(async () => {
      fireEvent.click(screen.getByRole("menuitem", { name: /手机 App 二维码/ }));
    });
    const dialog = await screen.findByRole("dialog", { name: "手机 App 二维码" });
    expect(dialog.textContent).toContain("使用手机 App 扫码打开门户");
  });
});

describe("side toolbar", () => {
  afterEach(() => {
    for (const script of document.querySelectorAll("script[data-side-entry]")) script.remove();
    document.querySelector("script[nonce]")?.remove();
  });

  it("loads linkType 2 scripts once, without the page's nonce (ADR 047); the other entries are buttons", async () => {
    const pageScript = document.createElement("script");
    pageScript.setAttribute("nonce", "abc123");
    document.head.appendChild(pageScript);
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    // The page started just now: the script waits for SPEC §9's 2000 ms.
    const mountedAt = Date.now();
    const now = vi.spyOn(performance, "now").mockImplementation(() => Date.now() - mountedAt);
    renderItem(<SideEntries />);
    // SPEC §3 nameAllLang: the buttons are named in the page's language (English here).
    const feedback = await screen.findByRole("button", { name: "Feedback" });
    expect(document.querySelectorAll("script[data-side-entry]").length).toBe(0);
    await waitFor(() => expect(document.querySelectorAll("script[data-side-entry]").length).toBe(1), { timeout: 4000 });
    expect(Date.now() - mountedAt).toBeGreaterThanOrEqual(1900);
    now.mockRestore();
    const scripts = document.querySelectorAll<HTMLScriptElement>("script[data-side-entry]");
    // Admitted by the page's policy for where it comes from, never by the nonce that would admit any host.
    expect(Array.from(scripts).map((s) => [s.getAttribute("src"), s.nonce || s.getAttribute("nonce")])).toEqual([["/widgets/customer-service.js", null]]);
    expect(screen.queryByRole("button", { name: "Customer service" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Help documents" }));
    expect(open).toHaveBeenCalledWith("https://help.example.com/portal/", "_blank", "noopener,noreferrer");
    await act(async () => {
      fireEvent.click(feedback);
    });
    const frame = (await screen.findByRole("dialog", { name: "Feedback" })).querySelector("iframe");
    // A side entry deployed with the shell: no sandbox it could lift itself (ADR 051).
    expect([frame?.getAttribute("src"), frame?.hasAttribute("sandbox")]).toEqual(["/apps/feedback/", false]);
  });

  it("loads scripts only from the portal or an origin the operator trusts (ADR 047); shows nothing when the toolbar is off", async () => {
    const trusted = document.createElement("meta");
    trusted.name = "portal-trusted-code";
    trusted.content = "https://widgets.operator.example";
    document.head.appendChild(trusted);
    server.use(
      http.get(`${API}/workbench/v4/portal-param-values/portal-config`, () =>
        ok({
          sideEntryShow: true,
          sideEntries: [
            { name: "x", linkType: 2, source: "http://evil.example.com/x.js" },
            { name: "y", linkType: 2, source: "javascript:alert(1)" },
            { name: "z", linkType: 2, source: "//evil.example.com/z.js" },
            // An https script on a host the tenant admin chose: it loaded, with the nonce, before ADR 047.
            { name: "h", linkType: 2, source: "https://evil.example.com/h.js" },
            { name: "w", linkType: 2, source: "https://widgets.operator.example/chat.js" },
          ],
        }),
      ),
    );
    try {
      renderItem(<SideEntries />);
      await waitFor(() => expect(document.querySelectorAll("script[data-side-entry]").length).toBe(1), { timeout: 4000 });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      expect(Array.from(document.querySelectorAll("script[data-side-entry]")).map((s) => s.getAttribute("src"))).toEqual(["https://widgets.operator.example/chat.js"]);
      expect(screen.queryByRole("button")).toBeNull();
    } finally {
      trusted.remove();
    }
  });

  it("customer service appears 2000 ms after the page and opens the bot in a dialog", async () => {
    vi.useFakeTimers();
    try {
      renderItem(<CustomerService item={{ id: "customerService", component: "CustomerService", props: { botUrl: "https://bot.example.com/chat" } }} region="toolbar" />);
      await act(async () => {
        vi.advanceTimersByTime(1999);
      });
      expect(screen.queryByRole("button", { name: "Customer service" })).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Customer service" }));
      });
      expect(screen.getByRole("dialog", { name: "Customer service" }).querySelector("iframe")?.getAttribute("src")).toBe("https://bot.example.com/chat");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("watermark (SPEC §4)", () => {
  const watermarkPortal = (theme: Record<string, unknown>, extra: Partial<PortalContextValue> = {}) => headerItemsPortal({ theme: { watermarkSwitch: 1, ...theme } }, extra);

  it("covers the page with the template's placeholders filled in, and ignores the pointer", async () => {
    renderItem(<Watermark />, watermarkPortal({ watermarkTemplate: "3002" }));
    const overlay = await screen.findByTestId("watermark");
    const today = new Date();
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    expect(overlay.dataset["watermarkText"]).toBe(`演示用户 demo 中建智造集团 ${date}`);
    expect(overlay.getAttribute("aria-hidden")).toBe("true");
    expect([overlay.style.pointerEvents, overlay.style.position]).toEqual(["none", "fixed"]);
    expect(overlay.style.backgroundImage).toContain("data:image/svg+xml");
    expect(decodeURIComponent(overlay.style.backgroundImage)).toContain(`演示用户 demo 中建智造集团 ${date}`);
  });

  it("a template code is fetched from the report centre; an unknown one shows nothing", async () => {
    renderItem(<Watermark />, watermarkPortal({ watermarkTemplate: "3001" }));
    expect((await screen.findByTestId("watermark")).dataset["watermarkText"]).toBe("内部资料 中建智造集团");
  });

  it("an unknown template code shows nothing", async () => {
    renderItem(<Watermark />, watermarkPortal({ watermarkTemplate: "3999" }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(screen.queryByTestId("watermark")).toBeNull();
  });

  it("a scope of menus shows it only on those menus", async () => {
    const theme = { watermarkTemplate: "3002", watermarkScopeType: 1, watermarkScope: "pmpp.overview" };
    const { unmount } = renderItem(<Watermark />, watermarkPortal(theme));
    expect(await screen.findByTestId("watermark")).toBeTruthy();
    unmount();
    renderItem(<Watermark />, watermarkPortal(theme, { currentPath: "/portal/5/?org=1" }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId("watermark")).toBeNull();
  });

  it("a PICTURE template embeds its picture's bytes, turned and spaced as the template says", async () => {
    // jsdom loads no images: this one reports the picture's natural size, 40 × 20.
    class LoadedImage {
      naturalWidth = 40;
      naturalHeight = 20;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_value: string) {
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal("Image", LoadedImage);
    try {
      renderItem(<Watermark />, watermarkPortal({ watermarkTemplate: "3003" }));
      const overlay = await screen.findByTestId("watermark");
      expect(overlay.dataset["watermarkType"]).toBe("PICTURE");
      expect(overlay.dataset["watermarkPicture"]).toBe("/api/file/v4/images/mark");
      const svg = decodeURIComponent(overlay.style.backgroundImage);
      expect(svg).toContain(`href="data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}"`);
      expect(svg).toContain('width="40" height="20" transform="rotate(30 ');
      expect(overlay.style.backgroundSize).toBe("125px 236px");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("switch off: no overlay", async () => {
    renderItem(<Watermark />, headerItemsPortal({ theme: { watermarkSwitch: 0, watermarkTemplate: "3002" } }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId("watermark")).toBeNull();
  });
});

describe("browser upgrade banner", () => {
  afterEach(() => localStorage.clear());

  it("an unsupported browser sees a closable banner linking to the upgrade page; closing is remembered", async () => {
    const { unmount } = renderItem(<BrowserUpgradeBanner isSupported={() => false} />);
    const link = await screen.findByRole("link", { name: "How to upgrade" });
    expect(link.getAttribute("href")).toBe("/portal/browse-happy/");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Close notice" }));
    });
    await waitFor(() => expect(screen.queryByRole("link", { name: "How to upgrade" })).toBeNull());
    expect(localStorage.getItem(storageKey("browser-banner-closed"))).toBe("true");
    unmount();
    renderItem(<BrowserUpgradeBanner isSupported={() => false} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole("link", { name: "How to upgrade" })).toBeNull();
  });

  it("a supported browser sees nothing; portalTipShow=false hides the banner", async () => {
    renderItem(<BrowserUpgradeBanner isSupported={() => true} />);
    renderItem(<BrowserUpgradeBanner isSupported={() => false} />, headerItemsPortal({ sceneParams: { portalTipShow: false } }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole("link", { name: "How to upgrade" })).toBeNull();
  });
});
