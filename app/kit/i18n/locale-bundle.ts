import type { Locale } from "./config";
import { mergeLocaleTree } from "./merge-locale-tree";
import type { LocaleBundle } from "./bundle-parts";

export { antdLocaleOf, withAreas, type LocaleBundle } from "./bundle-parts";

/** One chunk per locale: a page downloads the strings of its own language only. */
const loaders: Record<Locale, () => Promise<{ default: LocaleBundle }>> = {
  "zh-CN": () => import("./bundles/zh-CN"),
  en: () => import("./bundles/en"),
  "sv-SE": () => import("./bundles/sv-SE"),
};

const loaded = new Map<Locale, LocaleBundle>();
const loading = new Map<Locale, Promise<LocaleBundle>>();

/**
 * Areas whose strings only pieces loaded on demand use: they are left out of the locale
 * bundles and load with those pieces (loadAreaStrings). The server has them all (resources.ts).
 */
export const DEFERRED_AREAS = ["personal", "legal"] as const;
export type DeferredArea = (typeof DEFERRED_AREAS)[number];
const areaFiles = import.meta.glob<{ default: unknown }>(["./locales/personal.*.json", "./locales/legal.*.json"]);
const wantedAreas = new Set<DeferredArea>();
const areaLoads = new Map<string, Promise<void>>();

/** Adds an area's strings to a loaded bundle, in place: i18next instances made from it read them at once. */
function loadAreaInto(area: DeferredArea, locale: Locale, bundle: LocaleBundle): Promise<void> {
  const key = `${area}:${locale}`;
  let pending = areaLoads.get(key);
  if (!pending) {
    const load = areaFiles[`./locales/${area}.${locale}.json`];
    pending = (load ? load() : Promise.resolve({ default: {} })).then(
      (file) => {
        bundle.translation[area] = mergeLocaleTree((bundle.translation[area] ?? {}) as Record<string, unknown>, file.default);
      },
      (error: unknown) => {
        areaLoads.delete(key);
        throw error;
      },
    );
    areaLoads.set(key, pending);
  }
  return pending;
}

/** Loads an area's strings into every locale bundle loaded or loading now, and into those loaded later. */
export function loadAreaStrings(area: DeferredArea): Promise<void> {
  wantedAreas.add(area);
  const here = [...loaded].map(([locale, bundle]) => loadAreaInto(area, locale, bundle));
  const coming = [...loading.values()].map((pending) => pending.then(() => undefined));
  return Promise.all([...here, ...coming]).then(() => undefined);
}

/** The bundle of a locale if it is here already (always on the server), else undefined. */
export function loadedLocaleBundle(locale: Locale): LocaleBundle | undefined {
  return loaded.get(locale);
}

/** Loads a locale's bundle once; a failed load may be tried again. */
export function loadLocaleBundle(locale: Locale): Promise<LocaleBundle> {
  const here = loaded.get(locale);
  if (here) return Promise.resolve(here);
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      async (module) => {
        loaded.set(locale, module.default);
        await Promise.all([...wantedAreas].map((area) => loadAreaInto(area, locale, module.default)));
        loading.delete(locale);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** The server has every locale at hand: it renders whichever the request asks for. */
export function provideLocaleBundles(bundles: Record<Locale, LocaleBundle>): void {
  for (const [locale, bundle] of Object.entries(bundles) as [Locale, LocaleBundle][]) loaded.set(locale, bundle);
}
