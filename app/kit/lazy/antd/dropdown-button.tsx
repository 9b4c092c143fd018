import type { DropdownButtonProps } from "antd/es/dropdown/dropdown-button";
import { lazyFunctionPart } from "./lazy-part";

/** antd's Dropdown.Button comes from here (vite.config.ts): the portal has none, so it (with Space) loads when one first draws. */
export default lazyFunctionPart<DropdownButtonProps>(() => import("antd/es/dropdown/dropdown-button"), null, "LazyDropdownButton");
