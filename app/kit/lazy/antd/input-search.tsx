import type { InputRef } from "antd";
import type { SearchProps } from "antd/es/input/Search";
import { lazyPart } from "./lazy-part";

/**
 * antd's Input.Search comes from here (vite.config.ts): the portal draws search boxes of this
 * kind only in the org switch panel and the tenant dialog, which load on demand themselves.
 */
export default lazyPart<InputRef, SearchProps>(() => import("antd/es/input/Search"), null, "LazyInputSearch");
