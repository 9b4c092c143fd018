import { act, fireEvent, screen } from "@testing-library/react";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LOGOUT_HREF, UserDropdown } from "#app/features/header/UserDropdown";
import type { Locale } from "#app/kit/i18n/config";
import { CUSTOM_LOGOUT_HREF } from "#app/session/logout.rules";
import { API, ok } from "#tests/mocks/envelope";
import { HeaderStrip, headerItemsPortal } from "../../stories/header-items/fixtures";
import { renderInPortal } from "./render";

const server = setupServer(http.get(`${API}/param/v4/user-param-values/theme-settings`, () => ok({ enableType: "Classic" })));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The planned UserDropdown item with the header theme's customLogoutUrl in its props. */
async function openDropdown(customLogoutUrl: unknown, locale: Locale = "en") {
  const context = headerItemsPortal();
  const planned = context.plan.header.slots.right.find((i) => i.component === "UserDropdown");
  if (!planned) throw new Error("no user dropdown in the plan");
  const item = { ...planned, props: { ...planned.props, customLogoutUrl } };
  renderInPortal(
    <HeaderStrip context={context} data={{}}>
      <UserDropdown item={item} region="header.right" />
    </HeaderStrip>,
    locale,
  );
  const button = screen.getByRole("button", { name: /User menu|用户菜单|Användarmeny/ });
  await act(async () => {
    fireEvent.click(button);
  });
}

describe("user dropdown logout (SPEC §3 customLogoutUrl, §7 Logout)", () => {
  it("a safe custom logout URL sends the logout through the portal's server route, never the URL or a token itself", async () => {
    await openDropdown("https://sso.example.com/logout");
    const link = screen.getByRole("link", { name: "Log out" });
    expect(link.getAttribute("href")).toBe(CUSTOM_LOGOUT_HREF);
    expect(link.getAttribute("href")).not.toContain("sso.example.com");
  });

  it.each([["javascript:alert(1)"], ["http://sso.example.com/logout"], [""], [undefined]])("with %j the default logout stays", async (value) => {
    await openDropdown(value, "zh-CN");
    expect(screen.getByRole("link", { name: "退出登录" }).getAttribute("href")).toBe(LOGOUT_HREF);
  });
});
