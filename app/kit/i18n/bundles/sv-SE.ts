import antd from "antd/locale/sv_SE";
import base from "../locales/sv-SE.json";
import { antdLocaleOf, withAreas, type LocaleBundle } from "../bundle-parts";

// The personal area loads with the personal-centre pages, the legal documents when opened (DEFERRED_AREAS in locale-bundle.ts).
const bundle: LocaleBundle = { translation: withAreas(base, import.meta.glob(["../locales/*.sv-SE.json", "!../locales/personal.sv-SE.json", "!../locales/legal.sv-SE.json"], { eager: true })), antd: antdLocaleOf(antd) };
export default bundle;
