import type { Locale } from "./config";
import { withAreas, type LocaleBundle } from "./locale-bundle";
import en from "./bundles/en";
import svSE from "./bundles/sv-SE";
import zhCN from "./bundles/zh-CN";

/** The areas the browser loads on demand (DEFERRED_AREAS), here at once. */
const deferred = import.meta.glob<{ default: unknown }>(["./locales/personal.*.json", "./locales/legal.*.json"], { eager: true });

function complete(locale: Locale, bundle: LocaleBundle): LocaleBundle {
  const own = Object.fromEntries(Object.entries(deferred).filter(([file]) => file.endsWith(`.${locale}.json`)));
  return { ...bundle, translation: withAreas(bundle.translation, own) };
}

/** Every locale's bundle with every area, loaded at once: for the server and for tests and stories. */
export const bundles: Record<Locale, LocaleBundle> = { "zh-CN": complete("zh-CN", zhCN), en: complete("en", en), "sv-SE": complete("sv-SE", svSE) };

/** i18next resources of every locale. */
export const resources = {
  "zh-CN": { translation: bundles["zh-CN"].translation },
  en: { translation: bundles.en.translation },
  "sv-SE": { translation: bundles["sv-SE"].translation },
};
