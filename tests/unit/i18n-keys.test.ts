import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#app/kit/i18n/config";
import { resources } from "#app/kit/i18n/resources";

function keys(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** Every user-visible string exists in zh-CN, en and sv-SE. */
describe("translations", () => {
  const reference = keys(resources["zh-CN"].translation).sort();
  it.each(SUPPORTED_LOCALES.filter((l) => l !== "zh-CN"))("%s has exactly the keys of zh-CN", (locale) => {
    expect(keys(resources[locale].translation).sort()).toEqual(reference);
  });
  it.each(SUPPORTED_LOCALES)("%s has no empty strings", (locale) => {
    const empty = keys(resources[locale].translation).filter((key) => {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[locale].translation);
      return typeof value !== "string" || value.trim() === "";
    });
    expect(empty).toEqual([]);
  });
});
