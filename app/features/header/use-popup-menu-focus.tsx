import { useCallback, useEffect, useRef, type ReactElement, type ReactNode } from "react";

/** What takes the focus when the menu opens: the menu itself, or its first entry that can be used. */
export type PopupFocusTarget = "menu" | "firstItem";

/**
 * The first entry of a menu that can be used, as antd's menu focuses an entry from the
 * keyboard: its link when it has one (focusing it also makes the entry the menu's active one).
 */
export function firstMenuEntry(menu: Element): HTMLElement | null {
  const item = menu.querySelector<HTMLElement>(':scope > [role="menuitem"]:not([aria-disabled="true"])');
  if (!item) return null;
  return item.querySelector<HTMLElement>("a[href]") ?? item;
}

/**
 * Moves the focus into a dropdown's menu when it opens, so the arrow keys walk its items at
 * once: to the menu, or (`target` firstItem, a menu opened from the keyboard as WAI-ARIA's
 * menu button does) to its first usable entry. Unlike antd's autoFocus it does not scroll:
 * the menu may take the focus before it is placed beside its trigger. Returns the dropdown's
 * popupRender.
 */
export function usePopupMenuFocus(open: boolean, target: PopupFocusTarget = "menu"): (menu: ReactNode) => ReactElement {
  const wrapper = useRef<HTMLDivElement | null>(null);
  const focusMenu = useCallback((): boolean => {
    const menu = wrapper.current?.querySelector<HTMLElement>('[role="menu"]');
    if (!menu) return false;
    const entry = target === "firstItem" ? firstMenuEntry(menu) : null;
    (entry ?? menu).focus({ preventScroll: true });
    return true;
  }, [target]);
  useEffect(() => {
    if (!open) return;
    let observer: MutationObserver | undefined;
    const frame = requestAnimationFrame(() => {
      if (focusMenu() || !wrapper.current) return;
      // The menu's code may still be loading (the first dropdown opened on the page): focus it once drawn.
      observer = new MutationObserver(() => {
        if (focusMenu()) observer?.disconnect();
      });
      observer.observe(wrapper.current, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [open, focusMenu]);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      wrapper.current = element;
      if (element && open) focusMenu();
    },
    [open, focusMenu],
  );
  return useCallback((menu: ReactNode) => <div ref={attach}>{menu}</div>, [attach]);
}
