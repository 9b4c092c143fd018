import { describe, expect, it, vi } from "vitest";
import { FRAME_ANCESTORS_META } from "#app/session/frame-ancestors";
import { frameAncestorsOf, tellParentOfLogout } from "#app/session/parent-logout";

/** A window embedded in `parentOrigin`, with the allowed origins in its root's meta. */
function embedded(parentOrigin: string, allowed: string) {
  const doc = document.implementation.createHTMLDocument("portal");
  const meta = doc.createElement("meta");
  meta.name = FRAME_ANCESTORS_META;
  meta.content = allowed;
  doc.head.append(meta);
  const postMessage = vi.fn();
  const parent = { postMessage } as unknown as Window;
  const win = { document: doc, parent, location: { origin: "http://portal.test", ancestorOrigins: { length: 1, 0: parentOrigin, item: () => parentOrigin } } } as unknown as Window;
  Object.defineProperty(doc, "referrer", { value: `${parentOrigin}/outer/page` });
  return { win, postMessage };
}

describe("telling the outer page of a logout (SPEC §4 Invalid token embedded, ADR 012)", () => {
  it("reads the allowed origins the page was sent with", () => {
    const { win } = embedded("https://outer.example", "https://outer.example https://other.example");
    expect(frameAncestorsOf(win.document)).toEqual(["https://outer.example", "https://other.example"]);
    expect(frameAncestorsOf(document.implementation.createHTMLDocument("x"))).toEqual([]);
  });

  it("an allowed parent gets the bridge's logout message at its exact origin", () => {
    const { win, postMessage } = embedded("https://outer.example", "https://outer.example");
    expect(tellParentOfLogout(win)).toBe("sent");
    expect(postMessage).toHaveBeenCalledWith({ bridge: "portal-bridge/1", type: "logout", payload: {} }, "https://outer.example");
  });

  it("a parent not on the list is told nothing", () => {
    const { win, postMessage } = embedded("https://evil.example", "https://outer.example");
    expect(tellParentOfLogout(win)).toBe("not-allowed");
    expect(postMessage).not.toHaveBeenCalled();
  });
});
