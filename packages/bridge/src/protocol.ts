/**
 * The portal bridge protocol (version 1): what the shell and the sub-apps it hosts say to
 * each other. Micro-apps get a `ShellBridge` object through their mount props; iframe apps
 * speak the same requests as messages over postMessage (see ./iframe.ts), and the shell
 * embedded in an outer page tells its parent about a logout the same way.
 *
 * schemas/bridge-message.schema.json is the message format the shell validates; the types
 * here and the schema must agree (tests/unit/bridge-protocol.test.ts).
 */

/** The `bridge` field of every message: protocol name and version. */
export const BRIDGE_PROTOCOL = "portal-bridge/1";

export type BridgeLocale = "zh-CN" | "en" | "sv-SE";

/** What a hosted app may know about where it runs. No tokens, ever. */
export interface BridgeContext {
  tenant: { id: string; name: string } | null;
  org: { id: string; fullId: string; name: string; type: string } | null;
  identity: { type: "tenant" | "participant"; externalEntityId: string | null; participantOrgId: string | null } | null;
  user: { id: string; nickname: string } | null;
  locale: BridgeLocale;
  /** The menu whose tab shows the app. */
  menu: { id: string; code: string; productCode: string; name: string } | null;
  /** The shell's theme tokens (tenant branding), so an app can match the chrome. */
  theme: { colorPrimary: string; headerBg: string; headerColor: string; siderBg: string };
}

/** Where `openMenu` goes: a menu by id, or by product and menu code (SPEC §5). */
export type OpenMenuTarget =
  | { menuId: string; query?: Record<string, string> }
  | { productCode: string; menuCode: string; query?: Record<string, string> };

export type MessageLevel = "success" | "info" | "warning" | "error";

/** An event-track record (SPEC §7 iframe postMessage). */
export interface TrackEvent {
  gid: string;
  timeStamp: number;
  menuCode: string;
}

/** Everything a hosted app may ask of the shell. */
export interface ShellBridge {
  /** The context as it is now. */
  readonly context: BridgeContext;
  /** Called with the new context whenever any part of it changes; returns the unsubscribe. */
  onContextChange(listener: (context: BridgeContext) => void): () => void;
  /** Goes to a portal path (same origin, under /portal/). */
  navigate(path: string): void;
  /** Opens a menu in a tab (SPEC §4 Menu select). */
  openMenu(target: OpenMenuTarget): void;
  /** Closes the app's own tab. */
  closeTab(): void;
  /** Gives the app's own tab a new title (1–64 characters). */
  retitleTab(title: string): void;
  /** The user is active in the app (for the idle timeout, SPEC §4). */
  reportActivity(): void;
  /** The user asked for the portal's menu search from inside the app (its shortcut, "/" or Ctrl+K: watchShortcuts). */
  openSearch(): void;
  /** Records an event-track entry. */
  track(event: TrackEvent): void;
  /** The platform answered 401 to the app: the shell handles it as SPEC §4 says. */
  reportUnauthorized(): void;
  /** Shows a message in the shell's message area (text up to 200 characters). */
  showMessage(level: MessageLevel, text: string): void;
}

/** Messages an app sends to the shell, by type, with their payloads. */
export interface AppToShell {
  /** An iframe app is ready; the shell answers with `context`. */
  ready: Record<string, never>;
  navigate: { path: string };
  "open-menu": OpenMenuTarget;
  "close-tab": Record<string, never>;
  "retitle-tab": { title: string };
  activity: Record<string, never>;
  "open-search": Record<string, never>;
  track: TrackEvent;
  unauthorized: Record<string, never>;
  message: { level: MessageLevel; text: string };
}

/** Messages the shell sends to a hosted iframe app. */
export interface ShellToApp {
  context: BridgeContext;
  "context-change": BridgeContext;
}

/** Messages the shell, embedded in an outer page, sends to that page. */
export interface ShellToParent {
  logout: Record<string, never>;
}

export type BridgeMessageOf<M> = { [K in keyof M]: { bridge: typeof BRIDGE_PROTOCOL; type: K; payload: M[K] } }[keyof M];
export type AppMessage = BridgeMessageOf<AppToShell>;
export type ShellMessage = BridgeMessageOf<ShellToApp>;
export type ParentMessage = BridgeMessageOf<ShellToParent>;

/** Limits the shell enforces (and the schema states). */
export const TITLE_MAX = 64;
export const MESSAGE_TEXT_MAX = 200;
export const PATH_MAX = 2048;
/** A query given with `openMenu`: at most this many entries, each value at most QUERY_VALUE_MAX characters. */
export const QUERY_ENTRIES_MAX = 16;
export const QUERY_VALUE_MAX = 1024;
/** Menu ids, product and menu codes and event-track gids: at most this many characters. */
export const CODE_MAX = 128;

/** Every request type an app may send, in the order of `AppToShell`. */
export const APP_MESSAGE_TYPES = [
  "ready",
  "navigate",
  "open-menu",
  "close-tab",
  "retitle-tab",
  "activity",
  "open-search",
  "track",
  "unauthorized",
  "message",
] as const satisfies readonly (keyof AppToShell)[];

/** Every message type the shell sends to a hosted iframe app. */
export const SHELL_MESSAGE_TYPES = ["context", "context-change"] as const satisfies readonly (keyof ShellToApp)[];

/** Every message type the embedded shell sends to its parent page. */
export const PARENT_MESSAGE_TYPES = ["logout"] as const satisfies readonly (keyof ShellToParent)[];

/** The methods of `ShellBridge` (everything but `context`), so a host or an app can check an object has them all. */
export const SHELL_BRIDGE_METHODS = [
  "onContextChange",
  "navigate",
  "openMenu",
  "closeTab",
  "retitleTab",
  "reportActivity",
  "openSearch",
  "track",
  "reportUnauthorized",
  "showMessage",
] as const satisfies readonly Exclude<keyof ShellBridge, "context">[];

export const BRIDGE_LOCALES = ["zh-CN", "en", "sv-SE"] as const satisfies readonly BridgeLocale[];
export const MESSAGE_LEVELS = ["success", "info", "warning", "error"] as const satisfies readonly MessageLevel[];
