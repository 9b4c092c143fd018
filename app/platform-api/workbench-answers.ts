import { withTexts } from "#app/kit/i18n/texts-by-locale";
import type { BulletinItem } from "#app/types/generated/bulletin-item";
import type { Entry } from "#app/types/generated/entry";
import type { WorkbenchConfig } from "#app/types/generated/workbench-config";

/**
 * Readers of the workbench answers in the browser, following schemas/workbench-config,
 * bulletin-item and entry. Hand-written because the page's CSP forbids the code generation
 * ajv needs; each gives a clean object or null for something that does not fit.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const id = (value: unknown): string | undefined => (typeof value === "string" && value ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined);

/** SPEC §3 Workbench config: all four fields with their types (portalHomeType 0..2), else null. */
export function readWorkbenchConfig(value: unknown): WorkbenchConfig | null {
  if (!isObject(value)) return null;
  const { hasCustomPortal, hasPortalWorkbench, hasUserWorkbench, portalHomeType } = value;
  if (typeof hasCustomPortal !== "boolean" || typeof hasPortalWorkbench !== "boolean" || typeof hasUserWorkbench !== "boolean") return null;
  if (typeof portalHomeType !== "number" || !Number.isInteger(portalHomeType) || portalHomeType < 0 || portalHomeType > 2) return null;
  return { hasCustomPortal, hasPortalWorkbench, hasUserWorkbench, portalHomeType };
}

const LEVELS: readonly BulletinItem["level"][] = ["normal", "important", "urgent"];

/** A bulletin with id, title, publish time and a known level, else null. */
export function readBulletin(value: unknown): BulletinItem | null {
  if (!isObject(value)) return null;
  const itemId = id(value["id"]);
  const title = text(value["title"]);
  const publishTime = text(value["publishTime"]);
  const level = LEVELS.find((l) => l === value["level"]);
  if (!itemId || !title || !publishTime || !level) return null;
  return {
    id: itemId,
    title,
    ...withTexts("titleAllLang", value["titleAllLang"]),
    publishTime,
    level,
    content: text(value["content"]),
    ...withTexts("contentAllLang", value["contentAllLang"]),
    publisher: text(value["publisher"]),
    ...withTexts("publisherAllLang", value["publisherAllLang"]),
    orgId: id(value["orgId"]),
    orgName: text(value["orgName"]),
  };
}

const IMAGE_TYPES = ["ICON", "UNSELECT-ICON", "SELECT-ICON"] as const;
const MAX_ENTRY_DEPTH = 5;

/** SPEC §3 quick entry with code and name (children read the same way, 5 levels at most), else null. */
export function readEntry(value: unknown, depth = 0): Entry | null {
  if (!isObject(value) || depth > MAX_ENTRY_DEPTH) return null;
  const code = text(value["code"]);
  const name = text(value["name"]);
  if (!code || name === undefined) return null;
  const images = Array.isArray(value["images"])
    ? value["images"].flatMap((image) => {
        if (!isObject(image)) return [];
        const imageType = IMAGE_TYPES.find((t) => t === image["imageType"]);
        const iconUrl = text(image["iconUrl"]);
        return imageType && iconUrl ? [{ imageType, iconUrl }] : [];
      })
    : [];
  const children = Array.isArray(value["children"]) ? value["children"].flatMap((child) => readEntry(child, depth + 1) ?? []) : [];
  return {
    id: id(value["id"]),
    code,
    name,
    ...withTexts("nameAllLang", value["nameAllLang"]),
    url: text(value["url"]),
    openType: typeof value["openType"] === "number" ? value["openType"] : undefined,
    thumbnailType: value["thumbnailType"] === "IMAGE" ? "IMAGE" : "ICON",
    iconClass: text(value["iconClass"]),
    images,
    showName: value["showName"] !== false,
    popover: value["popover"] === true,
    children,
  };
}
