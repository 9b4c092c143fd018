import antd from "antd/locale/zh_CN";
import base from "../locales/zh-CN.json";
import { antdLocaleOf, withAreas, type LocaleBundle } from "../bundle-parts";

// The personal area loads with the personal-centre pages, the legal documents when opened (DEFERRED_AREAS in locale-bundle.ts).
const bundle: LocaleBundle = { translation: withAreas(base, import.meta.glob(["../locales/*.zh-CN.json", "!../locales/personal.zh-CN.json", "!../locales/legal.zh-CN.json"], { eager: true })), antd: antdLocaleOf(antd) };
export default bundle;
