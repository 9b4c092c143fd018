import { afterEach, describe, expect, it, vi } from "vitest";
import { check, keepValid, readValid, readValidList, readValidOr } from "#app/kit/schemas/browser-validate.ts";
import { validate } from "#app/kit/schemas/validator.ts";
import type { WorkbenchConfig } from "#app/types/generated/workbench-config.ts";
import { validateAccountInfo } from "#app/types/generated/validators/account-info.js";
import { validateBulletinItem } from "#app/types/generated/validators/bulletin-item.js";
import { validateEntry } from "#app/types/generated/validators/entry.js";
import { validateMessage } from "#app/types/generated/validators/message.js";
import { validatePage } from "#app/types/generated/validators/page.js";
import { validateWorkbenchConfig } from "#app/types/generated/validators/workbench-config.js";

const CONFIG: WorkbenchConfig = { hasCustomPortal: false, hasPortalWorkbench: true, hasUserWorkbench: true, portalHomeType: 1 };
const BULLETIN = { id: "1", title: "通知", publishTime: "2026-06-01T00:00:00Z", level: "normal" };
const ACCOUNT = { accountName: "admin", nickname: "Admin", avatarPath: ["/a.png"], accountType: 0, accountInfo: { agreeAgreement: true, agreeGDPR: true, identity: "tenant" } };

describe("checking answers in the browser with the generated validators (ADR 019)", () => {
  it("keeps a good payload as it is, with no faults", () => {
    expect(check(validateWorkbenchConfig, CONFIG)).toEqual({ ok: true, value: CONFIG, errors: [] });
    const kept = keepValid(validateBulletinItem, BULLETIN);
    expect(kept).toEqual({ ok: true, value: BULLETIN, errors: [] });
    expect(kept.value).toBe(BULLETIN);
    expect(readValid(validateEntry, { code: "a", name: "A", children: [{ code: "b", name: "B" }] })).toEqual({ code: "a", name: "A", children: [{ code: "b", name: "B" }] });
  });

  it("drops a bad item of a list and keeps the good ones", () => {
    expect(readValidList(validateBulletinItem, [BULLETIN, { ...BULLETIN, level: "loud" }, null, { ...BULLETIN, id: "2" }]).map((b) => b.id)).toEqual(["1", "2"]);
    const entry = readValid(validateEntry, {
      code: "a",
      name: "A",
      images: [{ imageType: "ICON", iconUrl: "/i.png" }, { imageType: "BIG", iconUrl: "/x.png" }, "x"],
      children: [{ name: "no code" }, { code: "b", name: "B", url: 5 }],
    });
    expect(entry).toEqual({ code: "a", name: "A", images: [{ imageType: "ICON", iconUrl: "/i.png" }], children: [{ code: "b", name: "B" }] });
    expect(readValidList(validateBulletinItem, { records: [BULLETIN] })).toEqual([]);
  });

  it("drops a bad optional field or map entry and keeps the item", () => {
    const kept = keepValid(validateBulletinItem, { ...BULLETIN, content: 5, titleAllLang: { en: "Notice", "sv-SE": 3 } });
    expect(kept.ok).toBe(true);
    expect(kept.value).toEqual({ ...BULLETIN, titleAllLang: { en: "Notice" } });
    expect(kept.errors.map((e) => e.pointer).sort()).toEqual(["/content", "/titleAllLang/sv-SE"]);
  });

  it("drops a link that fits none of its forms whole (oneOf), and keeps the message", () => {
    const message = { id: "7", title: "t", type: "normal", createTime: "2026-06-01T00:00:00Z", read: false };
    expect(readValid(validateMessage, { ...message, webContentUrl: { type: "url", url: "/portal/5/" } })).toEqual({ ...message, webContentUrl: { type: "url", url: "/portal/5/" } });
    expect(readValid(validateMessage, { ...message, webContentUrl: { type: "url", url: "https://evil.example.com/" } })).toEqual(message);
  });

  it("refuses a bad whole: not an object, or a required field missing or bad; readValidOr gives the default", () => {
    for (const bad of [null, [], "config", { ...CONFIG, portalHomeType: 3 }, { hasCustomPortal: true }]) {
      expect(keepValid(validateWorkbenchConfig, bad).ok, JSON.stringify(bad)).toBe(false);
      expect(readValid(validateWorkbenchConfig, bad)).toBeNull();
      expect(readValidOr(validateWorkbenchConfig, bad, CONFIG)).toBe(CONFIG);
    }
    expect(readValid(validatePage, { records: [], recordTotal: -1, totalPage: 0 })).toBeNull();
    expect(readValidOr(validatePage, { records: [], recordTotal: 1, totalPage: 1 }, null)).toEqual({ records: [], recordTotal: 1, totalPage: 1 });
  });

  it("names the field of each fault by its JSON pointer, as the server's validator does", () => {
    const bad = { ...ACCOUNT, nickname: undefined, accountType: "0", extra: true };
    const result = check(validateAccountInfo, bad);
    expect(result.ok).toBe(false);
    expect(result.errors.map((e) => e.pointer).sort()).toEqual(["/accountType", "/nickname"]);
    expect(result.errors.find((e) => e.pointer === "/accountType")?.message).toBe("must be integer");
    expect(result.errors.find((e) => e.pointer === "/nickname")?.message).toBe("must have required property 'nickname'");
    const server = validate("account-info", bad);
    expect(server.ok ? [] : server.errors).toEqual(result.errors);
    expect(keepValid(validateAccountInfo, { ...ACCOUNT, nickname: 3 }).errors).toEqual([
      { pointer: "/nickname", message: "must be string", rule: "type", params: { type: "string" } },
      { pointer: "/nickname", message: "must have required property 'nickname'", rule: "required", params: { missingProperty: "nickname" } },
    ]);
  });

  it("fills missing and dropped properties from the defaults, objects property by property", () => {
    const defaults = { avatarPath: [], accountInfo: { agreeAgreement: false, agreeGDPR: false, identity: "tenant" } };
    const { avatarPath: _avatars, accountInfo: _agreement, ...bare } = ACCOUNT;
    expect(readValid(validateAccountInfo, bare, defaults)).toEqual({ ...bare, ...defaults });
    expect(readValid(validateAccountInfo, { ...bare, avatarPath: "a.png", accountInfo: { agreeAgreement: true, agreeGDPR: "yes" } }, defaults)).toEqual({
      ...bare,
      avatarPath: [],
      accountInfo: { agreeAgreement: true, agreeGDPR: false, identity: "tenant" },
    });
    expect(readValid(validateAccountInfo, bare)).toBeNull();
    const filled = readValid(validateAccountInfo, bare, defaults);
    filled?.avatarPath.push("/mine.png");
    expect(defaults.avatarPath).toEqual([]);
  });

  it("never changes the value it is given", () => {
    const raw = { code: "a", name: "A", url: 5, images: [{ imageType: "ICON", iconUrl: "/i.png" }, { imageType: "x" }], children: [{ code: "", name: "x" }] };
    const copy = structuredClone(raw);
    readValid(validateEntry, raw);
    expect(raw).toEqual(copy);
  });

  describe("with eval and the Function constructor refused, as the page's CSP does (ADR 017)", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    it("still checks", () => {
      const refuse = () => {
        throw new EvalError("refused by the CSP");
      };
      vi.stubGlobal("eval", refuse);
      vi.stubGlobal("Function", refuse);
      expect(readValidList(validateBulletinItem, [BULLETIN, { id: "" }])).toEqual([BULLETIN]);
      expect(check(validateMessage, { id: "x" }).ok).toBe(false);
    });
  });
});
