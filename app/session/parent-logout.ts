import { notifyParentLogout, type ParentNotice } from "#app/features/sub-apps/bridge/parent-channel";
import { FRAME_ANCESTORS_META } from "./frame-ancestors";

/** The allowed outer origins the page was sent with (none when the meta is absent). */
export function frameAncestorsOf(doc: Document = document): string[] {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${FRAME_ANCESTORS_META}"]`)?.content ?? "";
  return content.split(/\s+/).filter(Boolean);
}

/**
 * SPEC §4 Invalid token, embedded: the outer page is told of the logout over the bridge
 * protocol (ADR 012) — only an allowed parent origin, exactly; never '*'.
 */
export function tellParentOfLogout(win: Window = window): ParentNotice {
  return notifyParentLogout(frameAncestorsOf(win.document), win);
}
