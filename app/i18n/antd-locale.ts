import type { Locale as AntdLocale } from "antd/es/locale";
import enUS from "antd/locale/en_US";
import svSE from "antd/locale/sv_SE";
import zhCN from "antd/locale/zh_CN";
import type { Locale } from "./config";

const byLocale: Record<Locale, AntdLocale> = { "zh-CN": zhCN, en: enUS, "sv-SE": svSE };

export function antdLocale(locale: Locale): AntdLocale {
  return byLocale[locale];
}
