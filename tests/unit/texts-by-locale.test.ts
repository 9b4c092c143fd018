import { describe, expect, it } from "vitest";
import { readDashboards } from "#app/features/header/items/dashboard-url";
import { readHelpItems } from "#app/features/header/items/help";
import { readSideEntries } from "#app/features/toolbar/side-entries";
import { readBulletin } from "#app/platform-api/workbench-answers";
import { readTextsByLocale, textInLocale } from "#app/kit/i18n/texts-by-locale";

const NAMES = { "zh-CN": "帮助文档", en: "Help documents", "sv-SE": "Hjälpdokument" };

describe("texts per locale (SPEC §3 nameAllLang, §9)", () => {
  it("picks the active locale, then the same language, then the plain text", () => {
    expect(textInLocale("帮助文档", NAMES, "en")).toBe("Help documents");
    expect(textInLocale("帮助文档", NAMES, "sv")).toBe("Hjälpdokument");
    expect(textInLocale("帮助文档", NAMES, "de")).toBe("帮助文档");
    expect(textInLocale("帮助文档", undefined, "en")).toBe("帮助文档");
    expect(textInLocale("帮助文档", { en: "" }, "en")).toBe("帮助文档");
  });

  it("keeps only non-empty strings of a plain object; anything else is no texts", () => {
    expect(readTextsByLocale({ en: "Help", "sv-SE": 3, "zh-CN": "", fr: null })).toEqual({ en: "Help" });
    for (const bad of [null, "Help", ["Help"], { en: 1 }, 42]) expect(readTextsByLocale(bad)).toBeUndefined();
  });

  it("the readers of help items, dashboards, side entries and bulletins keep the texts and drop bad ones", () => {
    expect(readHelpItems([{ name: "帮助文档", nameAllLang: NAMES, url: "https://help.example.com/", productCode: "pmpp" }])[0]?.nameAllLang).toEqual(NAMES);
    expect(readHelpItems([{ name: "帮助文档", nameAllLang: "Help", url: "https://help.example.com/", productCode: "pmpp" }])[0]).not.toHaveProperty("nameAllLang");
    expect(readDashboards([{ name: "看板", nameAllLang: { en: "Board", "sv-SE": ["x"] }, contentUrl: "/apps/board" }])[0]?.nameAllLang).toEqual({ en: "Board" });
    expect(readSideEntries({ sideEntries: [{ name: "帮助文档", nameAllLang: NAMES, linkType: 1, contentUrl: "/apps/help/" }] })[0]?.nameAllLang).toEqual(NAMES);
    const bulletin = readBulletin({ id: "1", title: "通知", titleAllLang: { en: "Notice" }, contentAllLang: 5, publisherAllLang: { "sv-SE": "Kontoret" }, publishTime: "2026-06-01T00:00:00Z", level: "normal" });
    expect(bulletin).toMatchObject({ titleAllLang: { en: "Notice" }, publisherAllLang: { "sv-SE": "Kontoret" } });
    expect(bulletin).not.toHaveProperty("contentAllLang");
  });
});

describe("messages in the language shown (SPEC §4 Messages, §9)", () => {
  it("take their title and text from the texts per locale, else keep their own", async () => {
    const { messageInLocale, readMessage } = await import("#app/features/messages/messages.rules");
    const message = readMessage({ id: "7", title: "系统维护通知", titleAllLang: { en: "System maintenance" }, content: "本周六升级", contentAllLang: { "sv-SE": "Uppgradering på lördag" }, type: "alert", createTime: "2026-06-06T01:00:00Z", read: false });
    expect(message).not.toBeNull();
    expect(messageInLocale(message!, "en")).toMatchObject({ title: "System maintenance", content: "本周六升级" });
    expect(messageInLocale(message!, "sv-SE")).toMatchObject({ title: "系统维护通知", content: "Uppgradering på lördag" });
    expect(readMessage({ id: "8", title: "t", titleAllLang: ["x"], type: "normal", createTime: "2026-06-06T01:00:00Z", read: true })).not.toHaveProperty("titleAllLang");
  });
});
