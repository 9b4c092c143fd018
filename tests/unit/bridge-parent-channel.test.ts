import { describe, expect, it, vi } from "vitest";
import { isEmbedded, notifyParentLogout, parentOrigin } from "#app/features/sub-apps/bridge/parent-channel.ts";

const PORTAL = "https://portal.example.com";

/** A window the shell runs in: framed by `parent` (unless top), with what the browser tells of the parent. */
function shellWindow({ top = false, ancestor, referrer = "" }: { top?: boolean; ancestor?: string; referrer?: string }) {
  const postMessage = vi.fn();
  const win = {
    location: { origin: PORTAL, ancestorOrigins: ancestor === undefined ? undefined : { 0: ancestor, length: 1 } },
    document: { referrer },
    parent: null as unknown,
  };
  win.parent = top ? win : { postMessage };
  return { win: win as unknown as Window, postMessage };
}

describe("notifyParentLogout", () => {
  it("posts logout to the parent's exact origin when it is allowed", () => {
    const { win, postMessage } = shellWindow({ ancestor: "https://intranet.example.org" });
    expect(notifyParentLogout(["https://intranet.example.org"], win)).toBe("sent");
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ bridge: "portal-bridge/1", type: "logout", payload: {} }, "https://intranet.example.org");
  });

  it("reads the parent's origin from the referrer where ancestorOrigins is missing", () => {
    const { win, postMessage } = shellWindow({ referrer: "https://intranet.example.org/home/dashboard?x=1" });
    expect(parentOrigin(win)).toBe("https://intranet.example.org");
    expect(notifyParentLogout(["https://intranet.example.org/"], win)).toBe("sent");
    expect(postMessage.mock.calls[0]?.[1]).toBe("https://intranet.example.org");
  });

  it("prefers ancestorOrigins to a referrer left by a navigation inside the frame", () => {
    const { win, postMessage } = shellWindow({ ancestor: "https://intranet.example.org", referrer: `${PORTAL}/portal/1/` });
    expect(notifyParentLogout(["https://intranet.example.org"], win, { allowSameOrigin: true })).toBe("sent");
    expect(postMessage.mock.calls[0]?.[1]).toBe("https://intranet.example.org");
  });

  it("tells nobody when the parent's origin is not allowed", () => {
    const { win, postMessage } = shellWindow({ ancestor: "https://evil.example" });
    expect(notifyParentLogout(["https://intranet.example.org", "*", "not a url", "https://evil.example/path"], win)).toBe("not-allowed");
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("allows a parent of the portal's own origin unless told not to", () => {
    const same = shellWindow({ ancestor: PORTAL });
    expect(notifyParentLogout([], same.win)).toBe("sent");
    expect(same.postMessage.mock.calls[0]?.[1]).toBe(PORTAL);
    const strict = shellWindow({ ancestor: PORTAL });
    expect(notifyParentLogout([], strict.win, { allowSameOrigin: false })).toBe("not-allowed");
    expect(strict.postMessage).not.toHaveBeenCalled();
  });

  it("does nothing outside a frame or when the parent's origin cannot be known", () => {
    const top = shellWindow({ top: true, ancestor: "https://intranet.example.org" });
    expect(isEmbedded(top.win)).toBe(false);
    expect(notifyParentLogout(["https://intranet.example.org"], top.win)).toBe("not-embedded");
    const unknown = shellWindow({});
    expect(isEmbedded(unknown.win)).toBe(true);
    expect(notifyParentLogout(["https://intranet.example.org"], unknown.win)).toBe("unknown-parent");
    const opaque = shellWindow({ ancestor: "null" });
    expect(notifyParentLogout(["https://intranet.example.org"], opaque.win)).toBe("unknown-parent");
    expect(unknown.postMessage).not.toHaveBeenCalled();
    expect(opaque.postMessage).not.toHaveBeenCalled();
  });

  it("never throws, even when posting fails", () => {
    const { win, postMessage } = shellWindow({ ancestor: "https://intranet.example.org" });
    postMessage.mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(notifyParentLogout(["https://intranet.example.org"], win)).toBe("failed");
  });
});
