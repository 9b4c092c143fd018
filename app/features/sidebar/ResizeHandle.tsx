import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { SIDEBAR_WIDTH_MAX, SIDEBAR_WIDTH_MIN } from "#app/kit/constants";

/** Keyboard step in px; with Shift four times as much. */
const STEP = 16;

/**
 * The drag handle on the sidebar's right edge (SPEC §4 Sidebar "Width is resizable", min 208,
 * max 600): a vertical separator that a pointer drags and the keyboard moves (arrow keys,
 * Shift for bigger steps, Home / End for the bounds). `onResize` gets each new width and
 * whether it is final (saved); the rule clamps it.
 */
export function ResizeHandle({ width, onResize }: { width: number; onResize: (width: number, final: boolean) => void }) {
  const { t } = useTranslation();
  const drag = useRef<{ x: number; width: number; pointer: number } | null>(null);

  function down(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    drag.current = { x: event.clientX, width, pointer: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function move(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current || drag.current.pointer !== event.pointerId) return;
    onResize(drag.current.width + event.clientX - drag.current.x, false);
  }
  function up(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current || drag.current.pointer !== event.pointerId) return;
    const start = drag.current;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    onResize(start.width + event.clientX - start.x, true);
  }
  function key(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const next =
      event.key === "ArrowRight" ? width + step : event.key === "ArrowLeft" ? width - step : event.key === "Home" ? SIDEBAR_WIDTH_MIN : event.key === "End" ? SIDEBAR_WIDTH_MAX : null;
    if (next === null) return;
    event.preventDefault();
    onResize(next, true);
  }

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={t("sidebar.resize")}
      aria-valuemin={SIDEBAR_WIDTH_MIN}
      aria-valuemax={SIDEBAR_WIDTH_MAX}
      aria-valuenow={width}
      data-testid="sidebar-resize"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      style={{ position: "absolute", top: 0, right: -4, bottom: 0, width: 8, cursor: "col-resize", zIndex: 3, touchAction: "none" }}
    />
  );
}
