import antd from "antd/locale/zh_CN";
import base from "../locales/zh-CN.json";
import { withAreas, type LocaleBundle } from "../locale-bundle";

const bundle: LocaleBundle = { translation: withAreas(base, import.meta.glob("../locales/*.zh-CN.json", { eager: true })), antd };
export default bundle;
