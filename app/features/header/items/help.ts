import { withTexts } from "#app/kit/i18n/texts-by-locale";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import type { HelpItem } from "#app/types/generated/help-item";

/** SPEC §9: these products show a generic 'user guide' label in international environments. */
export const GENERIC_HELP_PRODUCTS: readonly string[] = ["g-field", "g-build", "g-prefab", "pmpp"];

/** The help items of a platform answer that have a name and a safe URL, in order. */
export function readHelpItems(raw: unknown): HelpItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((value): HelpItem[] => {
    if (typeof value !== "object" || value === null) return [];
    const { name, nameAllLang, url, productCode, integrateType } = value as Record<string, unknown>;
    const safe = safeHttpUrl(url);
    if (typeof name !== "string" || name === "" || !safe || typeof productCode !== "string") return [];
    return [{ name, ...withTexts("nameAllLang", nameAllLang), url: safe, productCode, integrateType: integrateType === 1 || integrateType === "1" ? 1 : 0 }];
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
