import antd from "antd/locale/sv_SE";
import base from "../locales/sv-SE.json";
import { withAreas, type LocaleBundle } from "../locale-bundle";

const bundle: LocaleBundle = { translation: withAreas(base, import.meta.glob("../locales/*.sv-SE.json", { eager: true })), antd };
export default bundle;
