import { bridgeOf, containerOf, type MicroAppProps } from "../../shared/bridge";
import { pageLocale } from "../../shared/locale";
import { DiaryView } from "./view";
import "./diary.css";

/**
 * The site diary micro-app, written the way many older site apps are: global CSS (see
 * diary.css), a global variable (`siteDiaryVersion`, declared by the bundle's banner in
 * vite.config.ts) and a window global (`window.siteDiary`). Inside the portal, qiankun's
 * sandbox keeps these in the app's own window and scopes the CSS to its container, so
 * neither the shell nor the other apps see them.
 */
export const LIFECYCLE_GLOBAL = "site-diary";

declare global {
  // Set by the classic script's first line (the build's banner), outside the bundle.
  var siteDiaryVersion: string | undefined;
}

/** What `window.siteDiary` offers other scripts of the page: the version and the entries shown. */
export interface SiteDiaryGlobal {
  version: string;
  entries(): ReturnType<DiaryView["list"]>;
}

const version = typeof siteDiaryVersion === "string" ? siteDiaryVersion : "dev";
const views = new Map<Element | ShadowRoot, DiaryView>();

function standalone() {
  return { locale: pageLocale(window.location.search, document.cookie), orgId: new URLSearchParams(window.location.search).get("orgId") };
}

function remove(container: Element | ShadowRoot): void {
  views.get(container)?.destroy();
  views.delete(container);
}

export async function bootstrap(): Promise<void> {
  (window as unknown as { siteDiary: SiteDiaryGlobal }).siteDiary = { version, entries: () => [...views.values()].flatMap((v) => v.list()) };
}

/** Draws the diary in a new section inside `props.container`. */
export async function mount(props: MicroAppProps): Promise<void> {
  const container = containerOf(props, LIFECYCLE_GLOBAL);
  remove(container);
  views.set(container, new DiaryView(container, bridgeOf(props), standalone(), version));
}

export async function update(props: MicroAppProps): Promise<void> {
  views.get(containerOf(props, LIFECYCLE_GLOBAL))?.setBridge(bridgeOf(props));
}

/** Removes the section and its listeners, and stops following the bridge. */
export async function unmount(props: MicroAppProps): Promise<void> {
  const container = props?.container;
  if (container) remove(container);
  else for (const key of [...views.keys()]) remove(key);
}

const lifecycles = { bootstrap, mount, update, unmount };
const scope = window as unknown as Record<string, unknown>;
if (!scope.__POWERED_BY_QIANKUN__) {
  void bootstrap().then(() => mount({ container: document.body }));
}
// The last global the entry script sets: qiankun takes it as the app's exports.
scope[LIFECYCLE_GLOBAL] = lifecycles;
