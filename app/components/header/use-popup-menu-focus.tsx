import { useCallback, useEffect, useRef, type ReactElement, type ReactNode } from "react";

/**
 * Moves the focus into a dropdown's menu when it opens, so the arrow keys walk its items at
 * once. Unlike antd's autoFocus it does not scroll: the menu may take the focus before it is
 * placed beside its trigger. Returns the dropdown's popupRender.
 */
export function usePopupMenuFocus(open: boolean): (menu: ReactNode) => ReactElement {
  const wrapper = useRef<HTMLDivElement | null>(null);
  const focusMenu = useCallback(() => {
    wrapper.current?.querySelector<HTMLElement>('[role="menu"]')?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(focusMenu);
    return () => cancelAnimationFrame(frame);
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
