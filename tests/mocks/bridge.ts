import type { BridgeContext } from "../../packages/bridge/src/protocol";
import { createShellBridge } from "#app/features/sub-apps/shell-bridge";

/** The demo tenant's company as a hosted app sees it, in English, with `menu` as its menu. */
export function demoBridgeContext(menu: BridgeContext["menu"]): BridgeContext {
  return {
    tenant: { id: "10001", name: "中建智造集团" },
    org: { id: "1", fullId: "1", name: "中建智造集团", type: "company" },
    identity: null,
    user: { id: "u-demo", nickname: "演示用户" },
    locale: "en",
    menu,
    theme: { colorPrimary: "#268DFF", headerBg: "#002366", headerColor: "#FFFFFF", siderBg: "#FFFFFF" },
  };
}

const noop = () => undefined;

/** A shell bridge over demoBridgeContext(menu) whose requests do nothing: for tests of what hosts an app, not of the bridge. */
export function quietBridge(menu: BridgeContext["menu"]) {
  return createShellBridge(demoBridgeContext(menu), () => ({ navigate: noop, openMenu: noop, closeTab: noop, retitleTab: noop, reportActivity: noop, openSearch: noop, track: noop, reportUnauthorized: noop, showMessage: noop }));
}
