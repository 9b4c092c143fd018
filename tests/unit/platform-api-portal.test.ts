import { describe, expect, it } from "vitest";
import { defaultLogoutHref, loginRedirectHref } from "#app/platform-api/portal";

describe("platform-api/portal (SPEC §7 Login and session)", () => {
  it("builds the login redirect and the default logout with their return addresses encoded", () => {
    expect(loginRedirectHref("/portal/3101/?org=1&tab=2")).toBe("/api/portal/v4/main?redirectUrl=%2Fportal%2F3101%2F%3Forg%3D1%26tab%3D2");
    expect(defaultLogoutHref("/login/?redirectUrl=%2Fportal%2F1%2F")).toBe("/api/portal/v4/logout?serviceUrl=%2Flogin%2F%3FredirectUrl%3D%252Fportal%252F1%252F");
  });
});
