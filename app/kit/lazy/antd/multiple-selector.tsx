import type MultipleSelector from "rc-select/es/Selector/MultipleSelector";
import type { ComponentProps } from "react";
import { lazyFunctionPart } from "./lazy-part";

/**
 * rc-select (under antd's Select and AutoComplete) gets the selector of its multiple and
 * tags modes from here (vite.config.ts): the portal's selects pick one value, so that
 * selector and rc-overflow load when a multiple select first draws.
 */
export default lazyFunctionPart<ComponentProps<typeof MultipleSelector>>(() => import("rc-select/es/Selector/MultipleSelector"), null, "LazyMultipleSelector");
