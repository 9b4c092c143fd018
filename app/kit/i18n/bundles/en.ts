import antd from "antd/locale/en_US";
import base from "../locales/en.json";
import { antdLocaleOf, withAreas, type LocaleBundle } from "../bundle-parts";

// The personal area loads with the personal-centre pages, the legal documents when opened (DEFERRED_AREAS in locale-bundle.ts).
const bundle: LocaleBundle = { translation: withAreas(base, import.meta.glob(["../locales/*.en.json", "!../locales/personal.en.json", "!../locales/legal.en.json"], { eager: true })), antd: antdLocaleOf(antd) };
export default bundle;
