import type { Locale as AntdLocale } from "antd/es/locale";
import type { Locale } from "./config";
import { bundles } from "./resources";

/** antd's locale for one of ours, from every locale's bundle (tests and stories). */
export function antdLocale(locale: Locale): AntdLocale {
  return bundles[locale].antd;
}
