import { useEffect, useState } from "react";
import { CONTEXT_CHANGED_EVENT } from "#app/kit/page-context";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";

// The dialog's code (antd's Modal) loads when a call is first refused, not with every page (ADR 045).
const ContextChangedDialog = lazyPiece("shell/ContextChangedDialog", () => import("./ContextChangedDialog").then((m) => m.ContextChangedDialog), "none");

/**
 * ADR 033, SPEC §3 per-tab context: once a call of this page is refused because the tenant,
 * identity or org was changed in another tab, the dialog that says so is drawn, and stays.
 */
export function ContextChangedNotice() {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const show = () => setChanged(true);
    window.addEventListener(CONTEXT_CHANGED_EVENT, show);
    return () => window.removeEventListener(CONTEXT_CHANGED_EVENT, show);
  }, []);
  return changed ? <ContextChangedDialog /> : null;
}
