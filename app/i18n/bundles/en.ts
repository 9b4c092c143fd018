import antd from "antd/locale/en_US";
import base from "../locales/en.json";
import { withAreas, type LocaleBundle } from "../locale-bundle";

const bundle: LocaleBundle = { translation: withAreas(base, import.meta.glob("../locales/*.en.json", { eager: true })), antd };
export default bundle;
