import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "./config";

/**
 * An i18next instance over resources already at hand, so initialisation is synchronous and
 * the server-rendered text equals the hydrated text.
 */
export function createI18nWith(locale: Locale, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
  rememberLanguageChains(instance);
  return instance;
}

/**
 * i18next works out the chain of languages to look a key up in (zh-CN, zh, the fallback) on
 * every `t()` call, canonicalising each code through `Intl.getCanonicalLocales` several times
 * over: about 4 % of the server's CPU per page. The chain depends only on the code and the
 * instance's options, which do not change after `init`, so each instance works it out once per
 * code. A call that names its own fallback languages is worked out as before.
 */
function rememberLanguageChains(instance: i18n): void {
  const languageUtils = instance.services.languageUtils as { toResolveHierarchy(code: string, fallbackCode?: unknown): string[] };
  const worked = languageUtils.toResolveHierarchy.bind(languageUtils);
  const chains = new Map<string, readonly string[]>();
  languageUtils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined || typeof code !== "string") return worked(code, fallbackCode);
    let chain = chains.get(code);
    if (!chain) {
      chain = worked(code);
      // Codes come from the instance's own language and the locales the portal offers; the bound guards against any other caller.
      if (chains.size < 64) chains.set(code, chain);
    }
    return [...chain];
  };
}
