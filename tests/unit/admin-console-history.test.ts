import { describe, expect, it } from "vitest";
import { consoleStrings } from "#app/features/admin-console/console-strings";
import {
  actorWording,
  auditSearchTerms,
  conflictFields,
  fieldLabel,
  mergeDraft,
  previousVersion,
  valueLabel,
  versionActionWording,
  wordingText,
  type Translate,
} from "#app/features/admin-console/history.rules";
import { CONFIG_KINDS } from "#app/platform-api/tenant-config";
import { createI18nWith } from "#app/kit/i18n/i18n-instance";
import type { Locale } from "#app/kit/i18n/config";

/** The config's history as a person reads it (ADR 020, ADR 058): words for actions and actors, titles for fields, labels for codes, merges by choice. */

function translate(locale: Locale): Translate {
  const i18n = createI18nWith(locale, { [locale]: { translation: { adminConsole: consoleStrings[locale] } } });
  return { t: (key, params) => i18n.t(key, params ?? {}), exists: (key) => i18n.exists(key) };
}

const zh = translate("zh-CN");
const en = translate("en");
const sv = translate("sv-SE");

describe("a version in words", () => {
  it("the platform's import is the initial configuration, by the system, in each language", () => {
    expect(wordingText(zh, versionActionWording({ action: "import" }))).toBe("初始配置");
    expect(wordingText(en, versionActionWording({ action: "import" }))).toBe("Initial configuration");
    expect(wordingText(sv, versionActionWording({ action: "import" }))).toBe("Ursprunglig konfiguration");
    expect(wordingText(zh, actorWording("system"))).toBe("系统");
    expect(wordingText(en, actorWording("system"))).toBe("System");
    expect(wordingText(zh, actorWording("coadmin"))).toBe("coadmin");
  });

  it("a publish is worded; a rollback names the version it restored", () => {
    expect(wordingText(zh, versionActionWording({ action: "publish" }))).toBe("发布");
    expect(wordingText(zh, versionActionWording({ action: "rollback", restoredFrom: 3 }))).toBe("回滚到版本 3");
    expect(wordingText(en, versionActionWording({ action: "rollback", restoredFrom: 3 }))).toBe("Rolled back to version 3");
    expect(wordingText(zh, versionActionWording({ action: "rollback", restoredFrom: null }))).toBe("回滚");
  });

  it("a version's diff is against the one before it; version 1's against nothing", () => {
    expect(previousVersion(5)).toBe(4);
    expect(previousVersion(1)).toBe(0);
  });
});

describe("fields and values by their labels", () => {
  it("a config field by its schema title in the admin's language; a field without one by its name", () => {
    expect(fieldLabel(zh, "header-theme", "/systemName")).toBe("系统名称");
    expect(fieldLabel(en, "header-theme", "/systemName")).toBe("System name");
    expect(fieldLabel(zh, "header-theme", "/notAField")).toBe("notAField");
    expect(fieldLabel(zh, "layout-override", "/layouts")).toBe("布局");
    expect(fieldLabel(zh, "micro-app", "/allowedOrigins")).toBe("调用的源");
    expect(fieldLabel(zh, "quick-entry", "/openType")).toBe("打开方式");
    expect(fieldLabel(zh, "watermark", "/position")).toBe("位置");
  });

  it("an enum value by the label the form gives it, never the code", () => {
    expect(valueLabel(zh, "header-theme", "/headerBgType", 1)).toBe("图片");
    expect(valueLabel(en, "header-theme", "/headerBgType", 0)).toBe("Colour");
    expect(valueLabel(zh, "header-theme", "/watermarkScopeType", 0)).toBe("所有菜单");
    expect(valueLabel(zh, "header-theme", "/watermarkScopeType", 1)).toBe("列出的菜单");
    expect(valueLabel(zh, "header-theme", "/watermarkSwitch", 1)).toBe("开启");
    expect(valueLabel(sv, "header-theme", "/filterSwitch", 0)).toBe("Av");
    expect(valueLabel(zh, "scene-params", "/helpCenterShow", true)).toBe("开启");
    expect(valueLabel(zh, "watermark", "/position", "DOWN_RIGHT")).toBe("右下");
    expect(valueLabel(zh, "micro-app", "/kind", "iframe")).toBe("内嵌框架（iframe）");
    expect(valueLabel(zh, "quick-entry", "/openType", 1)).toBe("在新窗口打开");
    // A text stays as typed; not set stays undefined (the diff says 未设置).
    expect(valueLabel(zh, "header-theme", "/systemName", "ClassicHeader")).toBe("ClassicHeader");
    expect(valueLabel(zh, "header-theme", "/systemName", undefined)).toBeUndefined();
    expect(valueLabel(zh, "header-theme", "/bgImageUrl", "")).toBe("（空）");
  });

  it("a layout override by its view mode, portal type, regions and components' labels", () => {
    const layouts = [{ viewMode: "full", portalType: "Classic", regions: { header: { component: "ClassicHeader" }, tabBar: { visible: false } } }, { regions: { sidebar: { component: "SimpleSidebar" } } }];
    const zhText = valueLabel(zh, "layout-override", "/layouts", layouts)!;
    expect(zhText).toContain("完整门户 · 经典");
    expect(zhText).toContain("页头: 经典页头");
    expect(zhText).toContain("页签栏: 隐藏");
    expect(zhText).toContain("所有视图模式 · 所有门户类型");
    expect(zhText).not.toMatch(/ClassicHeader|SimpleSidebar|full|Classic\b/);
    expect(valueLabel(en, "layout-override", "/layouts", layouts)).toContain("Header: Classic header");
  });

  it("a list of items by their names; texts by language", () => {
    const entries = [{ code: "bim", name: "BIM 中心" }, { code: "doc", nameAllLang: { "zh-CN": "文档" } }];
    expect(valueLabel(zh, "scene-params", "/headerExtendEntrys", entries)).toBe("2 项：BIM 中心, doc");
    expect(valueLabel(en, "scene-params", "/headerExtendEntrys", [])).toBe("None");
    expect(valueLabel(zh, "micro-app", "/nameAllLang", { "zh-CN": "进度", en: "Schedule" })).toBe("zh-CN: 进度 · en: Schedule");
  });
});

describe("a conflict field by field", () => {
  const base = { systemName: "原标题", customLogoutUrl: "/portal/", themeColor: "#1677FF", headerHeight: 56 };
  const theirs = { ...base, systemName: "他们的标题", customLogoutUrl: "/portal/theirs", headerHeight: 64 };
  const mine = { ...base, systemName: "我的标题", themeColor: "#0B5CAD", headerHeight: 64 };

  it("lists the fields where mine and the live value differ, with who changed each since the base", () => {
    expect(conflictFields(base, mine, theirs)).toEqual([
      { pointer: "/systemName", changedBy: "both", initial: "theirs" },
      { pointer: "/customLogoutUrl", changedBy: "theirs", initial: "theirs" },
      { pointer: "/themeColor", changedBy: "mine", initial: "mine" },
    ]);
  });

  it("merges the live value with the fields the admin keeps of theirs; a kept field they do not have is removed", () => {
    expect(mergeDraft(mine, theirs, { "/systemName": "mine", "/customLogoutUrl": "theirs", "/themeColor": "mine" })).toEqual({ ...theirs, systemName: "我的标题", themeColor: "#0B5CAD" });
    expect(mergeDraft(mine, theirs, { "/systemName": "theirs", "/themeColor": "theirs" })).toEqual(theirs);
    const { customLogoutUrl: _dropped, ...without } = mine;
    expect(mergeDraft(without, theirs, { "/customLogoutUrl": "mine" })).not.toHaveProperty("customLogoutUrl");
  });
});

describe("the audit's free text", () => {
  it("is sent as it is, with the fields, kinds and resources whose labels hold it in the admin's language", () => {
    expect(auditSearchTerms(zh, "  coadmin ", CONFIG_KINDS, ["micro-app"])).toEqual(["coadmin"]);
    expect(auditSearchTerms(zh, "系统名称", CONFIG_KINDS, [])).toEqual(expect.arrayContaining(["系统名称", "systemName"]));
    expect(auditSearchTerms(zh, "页头主题", CONFIG_KINDS, [])).toContain("header-theme");
    expect(auditSearchTerms(en, "system name", CONFIG_KINDS, [])).toContain("systemName");
    expect(auditSearchTerms(zh, "应用", CONFIG_KINDS, ["micro-app", "menu"])).toContain("micro-app");
    expect(auditSearchTerms(zh, "   ", CONFIG_KINDS, [])).toEqual([]);
    expect(auditSearchTerms(zh, "色", CONFIG_KINDS, []).length).toBeLessThanOrEqual(30);
  });
});
