import { useCallback, useEffect, useRef, type ReactElement, type ReactNode } from "react";

/**
 * Moves the focus into a dropdown's menu when it opens, so the arrow keys walk its items at
 * once. Unlike antd's autoFocus it does not scroll: the menu may take the focus before it is
 * placed beside its trigger. Returns the dropdown's popupRender.
 */
export function usePopupMenuFocus(open: boolean): (menu: ReactNode) => ReactElement {
  const wrapper = useRef<HTMLDivElement | null>(null);
  const focusMenu = useCallback((): boolean => {
    const menu = wrapper.current?.querySelector<HTMLElement>('[role="menu"]');
    menu?.focus({ preventScroll: true });
    return Boolean(menu);
  }, []);
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
