import type { Locale } from "./config";
import type { LocaleBundle } from "./locale-bundle";
import en from "./bundles/en";
import svSE from "./bundles/sv-SE";
import zhCN from "./bundles/zh-CN";

/** Every locale's bundle, loaded at once: for the server and for tests and stories. */
export const bundles: Record<Locale, LocaleBundle> = { "zh-CN": zhCN, en, "sv-SE": svSE };

/** i18next resources of every locale. */
export const resources = {
  "zh-CN": { translation: zhCN.translation },
  en: { translation: en.translation },
  "sv-SE": { translation: svSE.translation },
};
