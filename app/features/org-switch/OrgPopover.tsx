import { theme } from "antd";
import { useCloseOnBlockingDialog } from "#app/kit/react/blocking-dialog";
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";

/** Gap between the button and the panel, px (as antd's popover without an arrow). */
const GAP = 4;
/** Least room kept between the panel and the window's edge, px. */
const EDGE = 8;

interface Props {
  id: string;
  open: boolean;
  /** The button the panel hangs under (bottom left). */
  anchor: RefObject<HTMLElement>;
  /** Asked to close: a click outside, Escape, or the window losing its layout. */
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}

/**
 * A popover for the org switcher that stays in the document once drawn and is only
 * shown or hidden: hidden, it keeps its layout but is invisible, out of the
 * accessibility tree and out of the tab order, so opening it is a style change
 * and one position write, not a mount. It closes on a click outside and on Escape.
 */
export function OrgPopover({ id, open, anchor, onClose, children }: Props) {
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  // A blocking dialog coming up (the re-login, the identity dialog) closes it: nothing lies over a modal's text.
  useCloseOnBlockingDialog(open, () => onClose(false));

  // Placed before paint, from the button's box: below it, kept inside the window.
  useLayoutEffect(() => {
    if (!open) {
      // Closed, it waits at the left edge: where it was opened may lie past a window since narrowed.
      if (box.current) box.current.style.left = "0px";
      return;
    }
    const place = () => {
      const panel = box.current;
      const button = anchor.current;
      if (!panel || !button) return;
      const at = button.getBoundingClientRect();
      const left = Math.max(EDGE, Math.min(at.left, document.documentElement.clientWidth - panel.offsetWidth - EDGE));
      panel.style.left = `${left + window.scrollX}px`;
      panel.style.top = `${at.bottom + GAP + window.scrollY}px`;
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [open, anchor]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node | null;
      if (target && !box.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onClose(true);
    };
    document.addEventListener("mousedown", outside, true);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("mousedown", outside, true);
      document.removeEventListener("keydown", escape);
    };
  }, [open, anchor, onClose]);

  return createPortal(
    <div
      id={id}
      ref={box}
      aria-hidden={open ? undefined : true}
      style={{
        position: "absolute",
        top: 0,
        left: 0,
        zIndex: token.zIndexPopupBase + 30,
        // Hidden, it is neither painted nor hit by the pointer, but stays laid out.
        visibility: open ? "visible" : "hidden",
        contain: "layout paint",
        // Never wider than the window (a phone): hidden at the left edge, it makes the page no wider.
        maxWidth: `calc(100vw - ${2 * EDGE}px)`,
        boxSizing: "border-box",
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        padding: token.paddingSM,
        color: token.colorText,
        fontSize: token.fontSize,
      }}
    >
      {children}
    </div>,
    document.body,
  );
}
