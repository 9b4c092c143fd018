import { describe, expect, it } from "vitest";
import { call, faultPaths, NAMES } from "./admin-calls.ts";
import { platformWithAdmin } from "./helpers.ts";

// ARCHITECTURE §6, ADR 049: a link an admin writes is checked by the same function as the browser
// checks it with before it navigates to it or frames it (packages/url-safety): what the browser
// would refuse, or read as another host, the platform does not store.

const env = platformWithAdmin();

/** Links the patterns of the schemas let through and the browser's check refuses. */
const HOSTILE_LINKS: [what: string, link: string][] = [
  // The host is evil.example, not the address a reader sees first.
  ["a user name", "https://127.0.0.1:3330@evil.example/"],
  ["a C0 control character in a path", "/apps/a\u0001b/"],
  ["the last C0 control character", "/apps/\u001f/"],
  ["DEL in a path", "/apps/a\u007fb/"],
  ["a control character in a URL's path", "https://cdn.example/a\u0007b"],
  // Decoded on the way, `/\evil.example` is read as `//evil.example`.
  ["an encoded backslash", "/%5Cevil.example"],
  ["an encoded backslash in lower case", "/%5cevil.example/x"],
];

/** Entry codes are unique in their list: one per call, so that no fault but the link's can be found. */
let written = 0;
const code = (prefix: string) => `${prefix}.link${++written}`;

/** Each admin write that takes a link: how to send a body with `link` in its field, and the field. */
const WRITES: [name: string, method: string, path: string, body: (link: string) => Record<string, unknown>, field: string][] = [
  ["a quick entry", "POST", "/workbench/v4/admin/entries/quick-entries", (url) => ({ code: code("quick"), nameAllLang: NAMES("周报", "Weekly report", "Veckorapport"), url, openType: 0, thumbnailType: "ICON", iconClass: "icon-file" }), "url"],
  ["an extend entry", "POST", "/workbench/v4/admin/entries/extend-entries", (url) => ({ code: code("extend"), nameAllLang: NAMES("论坛", "Forum", "Forum"), url, openType: 1 }), "url"],
  ["a side entry", "POST", "/workbench/v4/admin/entries/side-entries", (contentUrl) => ({ nameAllLang: NAMES("在线培训", "Training", "Utbildning"), linkType: 1, contentUrl, openType: 0 }), "contentUrl"],
  ["a dashboard", "POST", "/workbench/v4/admin/entries/dashboards", (contentUrl) => ({ nameAllLang: NAMES("成本看板", "Cost board", "Kostnadstavla"), icon: "icon-dashboard", contentUrl, orgId: null }), "contentUrl"],
  ["a help link", "POST", "/workbench/v4/admin/entries/help-urls", (url) => ({ nameAllLang: NAMES("常见问题", "FAQ", "Vanliga frågor"), url, productCode: "pmpp", integrateType: 1 }), "url"],
  ["the brand logo", "PUT", "/param/v4/param-values/nav-logo-and-name", (systemLogoUrl) => ({ systemLogoUrl }), "systemLogoUrl"],
  ["the header's background", "PUT", "/param/v4/theme-settings/header", (headerBgImgUrl) => ({ headerBgImgUrl }), "headerBgImgUrl"],
  ["a micro-app's entry", "POST", "/product/v4/micro-apps", (entry) => ({ nameAllLang: NAMES("日志", "Diary", "Dagbok"), entry, kind: "iframe" }), "entry"],
  ["a watermark's picture", "POST", "/report-center/v4/mark", (picturePath) => ({ name: "Picture", type: "PICTURE", picturePath }), "picturePath"],
];

describe.each(WRITES)("an admin write of %s", (_name, method, path, body, field) => {
  it.each(HOSTILE_LINKS)("answers 400 naming the field for %s", async (_what, link) => {
    const res = await call(method, `${env.api}${path}`, env.adminToken, body(link));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "400" });
    expect(faultPaths(res)).toContain(field);
    expect(res.body?.errorMsg).toMatch(new RegExp(`\\b${field}: must be `));
  });
});

describe("links the browser's check takes", () => {
  it.each(["https://cdn.example/logo.png", "/platform/assets/zhongjian-logo.svg", "/apps/a%20b/?q=%5C"])("are written: %j", async (link) => {
    const res = await call("PUT", `${env.api}/param/v4/param-values/nav-logo-and-name`, env.adminToken, { systemLogoUrl: link });
    expect(res.status).toBe(200);
  });
});
