import type { SiderContextProps, SiderProps } from "antd/es/layout/Sider";
import { createContext } from "react";
import { lazyPart } from "./lazy-part";

/**
 * antd's Layout gets its Sider from here (vite.config.ts): the portal draws its own sidebars,
 * so Layout.Sider (with its icons and styles) loads when one first draws. Layout compares
 * children with this component, so a lazy Sider is still recognised as one.
 */
const Sider = lazyPart<HTMLDivElement, SiderProps>(() => import("antd/es/layout/Sider"), null, "LazySider");
export default Sider;

/**
 * Only `Layout._InternalSiderContext` reads this (the real one lives with the real Sider,
 * which provides it to the menus it holds): nothing in the portal uses it.
 */
export const SiderContext = createContext<SiderContextProps>({});
