import { App, Modal } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLeaveGuard } from "./use-menu-select";

/**
 * Unsaved input is not lost by a slip (SPEC §4 Menu select: a leave guard may abort the
 * navigation, which keeps the previous menu): while `dirty`, opening another menu or tab
 * asks first — "Stay" keeps the page and its input, "Leave" goes on — and closing or
 * reloading the browser tab gets the browser's own question.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { t } = useTranslation();
  // Inside antd's App (every portal page) the dialog follows the theme and locale.
  const confirm = App.useApp().modal?.confirm ?? Modal.confirm;
  const asking = useRef<Promise<boolean> | null>(null);

  useLeaveGuard(() => {
    if (!dirty) return true;
    // Two navigations at once (a click and the router's blocker) share one question.
    asking.current ??= new Promise<boolean>((resolve) => {
      confirm({
        title: t("unsaved.title"),
        content: t("unsaved.content"),
        okText: t("unsaved.leave"),
        cancelText: t("unsaved.stay"),
        okButtonProps: { danger: true },
        autoFocusButton: "cancel",
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    }).finally(() => {
      asking.current = null;
    });
    return asking.current;
  });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers read the question from returnValue.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
