import { createRoot, type Root } from "react-dom/client";
import { bridgeOf, containerOf, type MicroAppProps } from "../../shared/bridge";
import { DEFAULT_LOCALE } from "#app/kit/i18n/config";
import { pageLocale } from "../../shared/locale";
import { LedgerApp } from "./LedgerApp";
import "./ledger.css";

/** The global qiankun reads the lifecycles from (micro-apps/README.md). */
export const LIFECYCLE_GLOBAL = "project-ledger";

interface Mounted {
  root: Root;
  host: HTMLElement;
}

/** One React root per container: the host may mount the app in several tabs at once. */
const mounted = new Map<Element | ShadowRoot, Mounted>();

function render(entry: Mounted, props: MicroAppProps): void {
  const bridge = bridgeOf(props);
  // The page's own locale and org matter only on its own: under the portal the bridge gives
  // them, and the mount reads no cookie (a synchronous trip to the browser's cookie store).
  if (bridge) {
    entry.root.render(<LedgerApp bridge={bridge} standaloneLocale={DEFAULT_LOCALE} standaloneOrgId={null} />);
    return;
  }
  const query = new URLSearchParams(window.location.search);
  entry.root.render(<LedgerApp bridge={null} standaloneLocale={pageLocale(window.location.search, document.cookie)} standaloneOrgId={query.get("orgId")} />);
}

function unmountFrom(container: Element | ShadowRoot): void {
  const entry = mounted.get(container);
  if (!entry) return;
  mounted.delete(container);
  entry.root.unmount();
  entry.host.remove();
}

/** Instances mounted so far in this page: each React root gets its own id prefix. */
let instances = 0;

export async function bootstrap(): Promise<void> {}

/** Renders into a new element inside `props.container` (never elsewhere in the page). */
export async function mount(props: MicroAppProps): Promise<void> {
  const container = containerOf(props, LIFECYCLE_GLOBAL);
  unmountFrom(container);
  const host = document.createElement("div");
  host.className = "project-ledger-host";
  container.appendChild(host);
  // Two instances (two menus) share the page, each in its own sandbox: React's generated ids
  // (labels, titles) are prefixed with the instance's name qiankun gives it, unique in the page.
  instances += 1;
  const name = typeof props.name === "string" ? props.name.replace(/[^A-Za-z0-9_-]/g, "_") : `ledger${instances}`;
  const entry = { root: createRoot(host, { identifierPrefix: `${name}-` }), host };
  mounted.set(container, entry);
  render(entry, props);
}

/** New props (a new bridge, say) for a mounted app. */
export async function update(props: MicroAppProps): Promise<void> {
  const entry = mounted.get(containerOf(props, LIFECYCLE_GLOBAL));
  if (entry) render(entry, props);
}

/** Unmounts the React root (its effects drop the bridge listener and abort calls) and removes its element. */
export async function unmount(props: MicroAppProps): Promise<void> {
  const container = props?.container;
  if (container) unmountFrom(container);
  else for (const key of [...mounted.keys()]) unmountFrom(key);
}

const lifecycles = { bootstrap, mount, update, unmount };
const scope = window as unknown as Record<string, unknown>;
if (!scope.__POWERED_BY_QIANKUN__) {
  void mount({ container: document.body });
}
// The last global the entry script sets: qiankun takes it as the app's exports.
scope[LIFECYCLE_GLOBAL] = lifecycles;
