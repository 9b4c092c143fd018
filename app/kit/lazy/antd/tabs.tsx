import type { TabsProps } from "antd";
import type { TabsRef } from "antd/es/tabs";
import { lazyPart } from "./lazy-part";

/**
 * antd's Card gets its Tabs from here (vite.config.ts): they draw only for a card's
 * `tabList`, which no portal card has, so rc-tabs loads when one first does.
 */
export default lazyPart<TabsRef, TabsProps>(() => import("antd/es/tabs"), null, "LazyTabs");
