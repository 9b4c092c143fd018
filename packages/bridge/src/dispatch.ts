/**
 * One request, handed to the `ShellBridge` method it stands for. The shell's iframe channel
 * uses it for what a frame posts; `bridgeFromProps` for what a micro-app calls, so both kinds
 * of app reach the shell through the same mapping.
 */
import type { AppMessage, ShellBridge } from "./protocol.ts";

/**
 * Calls the bridge method of a checked request. `ready` has no method (the channel answers it
 * with the context) and does nothing here. Whatever the method throws is thrown.
 */
export function deliverRequest(bridge: ShellBridge, message: AppMessage): void {
  switch (message.type) {
    case "ready":
      return;
    case "navigate":
      return bridge.navigate(message.payload.path);
    case "open-menu":
      return bridge.openMenu(message.payload);
    case "close-tab":
      return bridge.closeTab();
    case "retitle-tab":
      return bridge.retitleTab(message.payload.title);
    case "activity":
      return bridge.reportActivity();
    case "open-search":
      return bridge.openSearch();
    case "track":
      return bridge.track({ gid: message.payload.gid, timeStamp: message.payload.timeStamp, menuCode: message.payload.menuCode });
    case "unauthorized":
      return bridge.reportUnauthorized();
    case "message":
      return bridge.showMessage(message.payload.level, message.payload.text);
  }
}
