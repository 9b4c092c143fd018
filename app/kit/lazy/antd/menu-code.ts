/**
 * antd's Menu as a module of its own, for the lazy menu (menu.tsx) to import: its chunk is then
 * named after this file, by which the server names it for the browser to fetch with the page's
 * later files (preload-links.server `FIRST_INTERACTION_MODULES`, ADR 064). Imported directly,
 * antd's menu sits in a shared chunk called "index", which nothing could tell from others.
 */
export { default } from "antd/es/menu";
