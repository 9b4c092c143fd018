import { safeHttpUrl } from "#app/kit/security/url-safety.ts";
import { WATERMARK_DEFAULTS } from "../../kit/schemas/defaults.ts";
import { readFlag } from "../../layout/user-dropdown.ts";

/** Where the watermark sits (SPEC §3 position: combinations of UP, DOWN, LEFT, RIGHT, MIDDLE). */
export interface WatermarkPlacement {
  vertical: "UP" | "MIDDLE" | "DOWN";
  horizontal: "LEFT" | "MIDDLE" | "RIGHT";
}

/** A watermark template with every field valid (SPEC §3 Watermark, defaults §9). */
export interface ResolvedWatermark {
  type: "TEXT" | "PICTURE";
  /** The text with placeholders still in it; see watermarkText. */
  text: string;
  /** A checked http(s) or same-origin URL; null for TEXT. */
  picturePath: string | null;
  rotationAngle: number;
  /** 0..100 (percent). */
  transparency: number;
  /** Percent, 100 is natural size. */
  scale: number;
  spacing: number;
  staggerDistance: number;
  fontSize: number;
  fontColor: string;
  placement: WatermarkPlacement;
  repeat: boolean;
}

const TEXT_MAX = 200;
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const PLACEHOLDER = /\$\{\s*(\w+)\s*\}|\{\{\s*(\w+)\s*\}\}|\{\s*(\w+)\s*\}/g;
const PLACEHOLDERS = ["name", "loginAccount", "tenantName", "systemDate"] as const;

const record = (value: unknown): Record<string, unknown> | null => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

function number(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/*
 * readPlacement stays code (ADR 019): the position is a free-form text or list of words that
 * is parsed and normalised (separators, case, contradictions), which a schema cannot express
 * as a shape; the watermark's numbers are clamped, not refused, for the same reason.
 */
/**
 * SPEC §3 position: a string of UP, DOWN, LEFT, RIGHT and MIDDLE joined by any of , _ - | or
 * spaces (any case), or a list of them. One vertical and one horizontal word at most;
 * contradictions (UP and DOWN), unknown words or nothing give the default, MIDDLE.
 */
export function readPlacement(value: unknown): WatermarkPlacement {
  const fallback: WatermarkPlacement = { vertical: "MIDDLE", horizontal: "MIDDLE" };
  const words = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[\s,_|-]+/) : [];
  const tokens = new Set<string>();
  for (const word of words) {
    if (typeof word !== "string") return fallback;
    const token = word.trim().toUpperCase();
    if (token === "") continue;
    if (!["UP", "DOWN", "LEFT", "RIGHT", "MIDDLE"].includes(token)) return fallback;
    tokens.add(token);
  }
  if ((tokens.has("UP") && tokens.has("DOWN")) || (tokens.has("LEFT") && tokens.has("RIGHT"))) return fallback;
  return {
    vertical: tokens.has("UP") ? "UP" : tokens.has("DOWN") ? "DOWN" : "MIDDLE",
    horizontal: tokens.has("LEFT") ? "LEFT" : tokens.has("RIGHT") ? "RIGHT" : "MIDDLE",
  };
}

/**
 * SPEC §3 Watermark with the defaults of §9 (TEXT, rotation 0, transparency 0, scale 100,
 * spacing 50, stagger 100, font size 18, colour #000000, position MIDDLE) for every field that
 * is absent or unreadable; numbers are clamped to sane ranges, the text cut to 200 characters.
 * Null when there is no template (not an object, status 0) or a PICTURE template has no safe
 * picture URL: then no watermark shows.
 */
export function resolveWatermark(detail: unknown): ResolvedWatermark | null {
  const raw = record(detail);
  if (!raw || raw["status"] === 0 || raw["status"] === "0" || raw["status"] === false) return null;
  const type = raw["type"] === "PICTURE" ? "PICTURE" : WATERMARK_DEFAULTS.type;
  const picturePath = type === "PICTURE" ? safeHttpUrl(raw["picturePath"]) : null;
  if (type === "PICTURE" && !picturePath) return null;
  return {
    type,
    text: typeof raw["text"] === "string" ? raw["text"].slice(0, TEXT_MAX) : "",
    picturePath,
    rotationAngle: number(raw["rotationAngle"], WATERMARK_DEFAULTS.rotationAngle, -360, 360),
    transparency: number(raw["transparency"], WATERMARK_DEFAULTS.transparency, 0, 100),
    scale: number(raw["scale"], WATERMARK_DEFAULTS.scale, 1, 1000),
    spacing: number(raw["spacing"], WATERMARK_DEFAULTS.spacing, 0, 2000),
    staggerDistance: number(raw["staggerDistance"], WATERMARK_DEFAULTS.staggerDistance, 0, 2000),
    fontSize: number(raw["fontSize"], WATERMARK_DEFAULTS.fontSize, 6, 200),
    fontColor: typeof raw["fontColor"] === "string" && HEX_COLOR.test(raw["fontColor"]) ? raw["fontColor"] : WATERMARK_DEFAULTS.fontColor,
    placement: raw["position"] === undefined ? readPlacement(WATERMARK_DEFAULTS.position) : readPlacement(raw["position"]),
    repeat: readFlag(raw["repeat"], true),
  };
}

const TEMPLATE_ID = /^\d{1,19}$/;

/**
 * SPEC §3 watermarkTemplate names a watermark template, fetched by its id (SPEC §7
 * `report-center/v4/mark/{id}/detail`); the platform's ids are whole numbers. A value that is a
 * whole number is that id; any other non-empty value (a word such as CONFIDENTIAL, a sentence
 * with placeholders) is the watermark's text itself. Null for no id.
 */
export function watermarkTemplateId(template: unknown): string | null {
  const value = typeof template === "string" ? template.trim() : typeof template === "number" && Number.isSafeInteger(template) && template >= 0 ? String(template) : "";
  return TEMPLATE_ID.test(value) ? value : null;
}

/** The current menu as the watermark scope reads it. */
export interface ScopedMenu {
  id?: unknown;
  code?: unknown;
  uniqueCode?: unknown;
}

/**
 * The scope of the header theme (SPEC §3 watermarkScope, watermarkScopeType), read as: type 0
 * (or absent) or the scope "all" covers every menu; otherwise the scope lists menus (separated
 * by commas, semicolons or spaces, or a JSON list) and the current menu is in it when its id,
 * code or uniqueCode is listed. This reading is TO BE CONFIRMED with the platform.
 */
export function menuInWatermarkScope(theme: unknown, menu: ScopedMenu | null | undefined): boolean {
  const t = record(theme) ?? {};
  const type = t["watermarkScopeType"];
  const scope = typeof t["watermarkScope"] === "string" ? t["watermarkScope"].trim() : "";
  if (type === undefined || type === null || type === 0 || type === "0" || scope.toLowerCase() === "all") return true;
  let listed: unknown[] = [];
  if (scope.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(scope);
      listed = Array.isArray(parsed) ? parsed : [];
    } catch {
      listed = [];
    }
  } else {
    listed = scope.split(/[\s,;]+/);
  }
  const keys = new Set(listed.filter((item) => typeof item === "string" || typeof item === "number").map(String).filter((item) => item.length > 0));
  const m = record(menu);
  if (!m) return false;
  return [m["id"], m["code"], m["uniqueCode"]].some((value) => typeof value === "string" && value.length > 0 && keys.has(value));
}

/**
 * SPEC §4 Other behaviours: "Watermark shows only when the switch is 1, a template exists, and
 * the scope is all or the current menu is in scope." Reads watermarkSwitch and
 * watermarkTemplate of the header theme; `detail` is the template fetched for that code.
 */
export function watermarkVisible(theme: unknown, menu: ScopedMenu | null | undefined, detail: unknown): boolean {
  const t = record(theme) ?? {};
  const on = t["watermarkSwitch"] === 1 || t["watermarkSwitch"] === "1";
  const code = typeof t["watermarkTemplate"] === "string" ? t["watermarkTemplate"].trim() : "";
  return on && code.length > 0 && resolveWatermark(detail) !== null && menuInWatermarkScope(t, menu);
}

/** The values of the text placeholders (SPEC §3). */
export interface WatermarkValues {
  name?: unknown;
  loginAccount?: unknown;
  tenantName?: unknown;
  systemDate?: unknown;
}

/** SPEC §3 systemDate: the date as YYYY-MM-DD (local time); "" for an invalid date. */
export function formatSystemDate(date: unknown): string {
  const d = date instanceof Date ? date : typeof date === "number" ? new Date(date) : null;
  if (!d || Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * SPEC §3 text placeholders name, loginAccount, tenantName and systemDate, written as
 * ${name}, {{name}} or {name}: each is replaced by its value ("" when absent or not a string
 * or number). Other braces are left as written. The result is cut to 200 characters.
 */
export function watermarkText(text: unknown, values: WatermarkValues | null | undefined): string {
  if (typeof text !== "string") return "";
  const v = record(values) ?? {};
  const replaced = text.replace(PLACEHOLDER, (whole, a?: string, b?: string, c?: string) => {
    const key = a ?? b ?? c ?? "";
    if (!(PLACEHOLDERS as readonly string[]).includes(key)) return whole;
    const value = v[key];
    return typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
  });
  return replaced.slice(0, TEXT_MAX);
}
