/** Longest wait for the opened menu's tab to be the selected one (ms). */
const FOLLOW_WITHIN_MS = 3000;

/** The selected tab of the tab bar, if the page draws one. */
function selectedTab(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role="tablist"] [role="tab"][aria-selected="true"]');
}

/** Whether the keyboard focus is nowhere: on the page's body, or on an element no longer in the page. */
function focusDropped(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * Call before opening a menu from a control that goes away once it has opened (the sidebar's
 * menu panel, its drawer): returns what to call once the opening is done. That puts the focus
 * on the opened menu's tab — the selected tab, once it is another than before (or, when
 * nothing changed within FOLLOW_WITHIN_MS, the selected one) — so a keyboard user goes on from
 * there, not from the top of the page (WCAG 2.4.3). It does so only while the focus is
 * dropped: a focus the user or the page has put somewhere stays.
 */
export function focusFollowsOpenedMenu(): () => void {
  if (typeof document === "undefined") return () => undefined;
  const before = selectedTab()?.id ?? null;
  return () => {
    const started = Date.now();
    const step = () => {
      if (!focusDropped()) return;
      const tab = selectedTab();
      if (tab && (tab.id !== before || Date.now() - started >= FOLLOW_WITHIN_MS)) {
        tab.focus();
        return;
      }
      if (Date.now() - started < FOLLOW_WITHIN_MS + 100) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };
}
