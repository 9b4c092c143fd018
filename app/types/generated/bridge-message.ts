/* eslint-disable */
// generated from schemas/bridge-message.schema.json by npm run gen:types; do not edit

/**
 * A message of the portal bridge protocol, version 1 (packages/bridge/src/protocol.ts; ADR 012): what a hosted iframe app sends to the shell, what the shell sends to it, and what the embedded shell sends to its parent page. Every message is { bridge, type, payload } and nothing else.
 */
export type BridgeMessage = BridgeAppMessage | BridgeShellMessage | BridgeParentMessage;
/**
 * A request from a hosted app to the shell.
 */
export type BridgeAppMessage =
  | BridgeReadyMessage
  | BridgeNavigateMessage
  | BridgeOpenMenuMessage
  | BridgeCloseTabMessage
  | BridgeRetitleTabMessage
  | BridgeActivityMessage
  | BridgeOpenSearchMessage
  | BridgeTrackMessage
  | BridgeUnauthorizedMessage
  | BridgeShowMessageMessage;
/**
 * Protocol name and version; a message of another version is not this protocol's.
 */
export type Protocol = "portal-bridge/1";
/**
 * A menu id: letters, digits, _ and - (up to 64).
 */
export type MenuId = string;
/**
 * A product code, menu code or event-track gid: letters, digits and . _ : - (up to 128).
 */
export type Code = string;
/**
 * A platform id (tenant, org, user, menu) as the shell holds it.
 */
export type Id = string;
/**
 * A display name as the platform gives it (may be empty).
 */
export type Name = string;
/**
 * A CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() or rgba().
 */
export type Color = string;

/**
 * An iframe app is ready; the shell answers with `context`.
 */
export interface BridgeReadyMessage {
  bridge: Protocol;
  type: "ready";
  payload: EmptyPayload;
}
export interface EmptyPayload {}
/**
 * Go to a portal path: same origin, under /portal/, up to 2048 characters, no whitespace, control characters, backslashes or dot segments (plain or %2e).
 */
export interface BridgeNavigateMessage {
  bridge: Protocol;
  type: "navigate";
  payload: BridgeNavigatePayload;
}
export interface BridgeNavigatePayload {
  path: string;
}
/**
 * Open a menu in a tab (SPEC §4 Menu select): by menu id, or by product and menu code (SPEC §5).
 */
export interface BridgeOpenMenuMessage {
  bridge: Protocol;
  type: "open-menu";
  payload: BridgeOpenMenuById | BridgeOpenMenuByCode;
}
export interface BridgeOpenMenuById {
  menuId: MenuId;
  query?: Query;
}
/**
 * Query parameters for the opened menu: up to 16 names (a letter or _ first, then letters, digits, _ . -; up to 64), each value a string of up to 1024 characters without control characters.
 */
export interface Query {
  [k: string]: string;
}
export interface BridgeOpenMenuByCode {
  productCode: Code;
  menuCode: Code;
  query?: Query;
}
/**
 * Close the app's own tab.
 */
export interface BridgeCloseTabMessage {
  bridge: Protocol;
  type: "close-tab";
  payload: EmptyPayload;
}
/**
 * Give the app's own tab a new title: 1–64 characters, not only spaces, no control characters.
 */
export interface BridgeRetitleTabMessage {
  bridge: Protocol;
  type: "retitle-tab";
  payload: BridgeRetitlePayload;
}
export interface BridgeRetitlePayload {
  title: string;
}
/**
 * The user is active in the app (for the idle timeout, SPEC §4).
 */
export interface BridgeActivityMessage {
  bridge: Protocol;
  type: "activity";
  payload: EmptyPayload;
}
/**
 * The user pressed the portal's menu search shortcut ("/" or Ctrl+K) inside the app: the shell opens its menu search.
 */
export interface BridgeOpenSearchMessage {
  bridge: Protocol;
  type: "open-search";
  payload: EmptyPayload;
}
/**
 * An event-track record (SPEC §7: gid, timeStamp, menuCode).
 */
export interface BridgeTrackMessage {
  bridge: Protocol;
  type: "track";
  payload: BridgeTrackPayload;
}
export interface BridgeTrackPayload {
  gid: Code;
  /**
   * Milliseconds since 1970-01-01 UTC.
   */
  timeStamp: number;
  menuCode: Code;
}
/**
 * The platform answered 401 to the app; the shell handles it as SPEC §4 Invalid token says.
 */
export interface BridgeUnauthorizedMessage {
  bridge: Protocol;
  type: "unauthorized";
  payload: EmptyPayload;
}
/**
 * Show a message in the shell's message area: a level and 1–200 characters of text (line breaks and tabs allowed, no other control characters).
 */
export interface BridgeShowMessageMessage {
  bridge: Protocol;
  type: "message";
  payload: BridgeShowMessagePayload;
}
export interface BridgeShowMessagePayload {
  level: "success" | "info" | "warning" | "error";
  text: string;
}
/**
 * A message from the shell to a hosted iframe app: the context (answer to `ready`) or a changed context.
 */
export interface BridgeShellMessage {
  bridge: Protocol;
  type: "context" | "context-change";
  payload: BridgeContextPayload;
}
/**
 * What a hosted app may know about where it runs (tenant, org, identity, user, locale, menu, theme). No tokens, ever.
 */
export interface BridgeContextPayload {
  tenant: null | BridgeContextTenant;
  org: null | BridgeContextOrg;
  identity: null | BridgeContextIdentity;
  user: null | BridgeContextUser;
  locale: "zh-CN" | "en" | "sv-SE";
  menu: null | BridgeContextMenu;
  theme: BridgeContextTheme;
}
export interface BridgeContextTenant {
  id: Id;
  name: Name;
}
export interface BridgeContextOrg {
  id: Id;
  fullId: string;
  name: Name;
  type: string;
}
export interface BridgeContextIdentity {
  type: "tenant" | "participant";
  externalEntityId: null | Id;
  participantOrgId: null | Id;
}
export interface BridgeContextUser {
  id: Id;
  nickname: Name;
}
export interface BridgeContextMenu {
  id: Id;
  code: string;
  productCode: string;
  name: Name;
}
export interface BridgeContextTheme {
  colorPrimary: Color;
  headerBg: Color;
  headerColor: Color;
  siderBg: Color;
}
/**
 * A message from the shell, embedded in an outer page, to that page: the user logged out (SPEC §4 Invalid token).
 */
export interface BridgeParentMessage {
  bridge: Protocol;
  type: "logout";
  payload: EmptyPayload;
}
