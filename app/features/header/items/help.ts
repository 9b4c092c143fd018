import { withTexts } from "#app/kit/i18n/texts-by-locale";
import { readValid } from "#app/kit/schemas/browser-validate";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import type { HelpItem } from "#app/types/generated/help-item";
import { validateHelpItem } from "#app/types/generated/validators/help-item.js";

/** SPEC §9: these products show a generic 'user guide' label in international environments. */
export const GENERIC_HELP_PRODUCTS: readonly string[] = ["g-field", "g-build", "g-prefab", "pmpp"];

/**
 * The help items of a platform answer that have a name and a safe URL, in order. Each is
 * checked by the generated validator of schemas/help-item (ADR 019; no eval, ADR 017): a bad
 * optional field is dropped, a bad name, URL or product code leaves the item out. What stays
 * code: the URL is a safety check stricter than its schema (an http(s) URL or a same-origin
 * path, by the URL parser), an empty name leaves the item out, integrateType given as digits
 * is a number (1, else 0), and names by locale lose their empty texts.
 */
export function readHelpItems(raw: unknown): HelpItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((value): HelpItem[] => {
    const item = readValid(validateHelpItem, value);
    const safe = item && safeHttpUrl(item.url);
    if (!item || !safe || item.name === "") return [];
    const integrateType = (value as Record<string, unknown>)["integrateType"];
    return [{ name: item.name, ...withTexts("nameAllLang", item.nameAllLang), url: safe, productCode: item.productCode, integrateType: integrateType === 1 || integrateType === "1" ? 1 : 0 }];
  });
}

/** SPEC §9: whether the item is labelled with the generic 'user guide' instead of its name. */
export function usesGenericHelpLabel(item: Pick<HelpItem, "productCode">, i18nEnv: boolean): boolean {
  return i18nEnv && GENERIC_HELP_PRODUCTS.includes(item.productCode);
}

/** SPEC §3 Help item: integrateType 1 opens a new window, otherwise a dialog iframe. */
export function helpOpensWindow(item: Pick<HelpItem, "integrateType">): boolean {
  return item.integrateType === 1;
}
