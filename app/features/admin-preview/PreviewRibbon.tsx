import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { refreshPreviewReads } from "#app/platform-api/preview-reads";
import { PREVIEW_READY_MESSAGE, PREVIEW_REFRESH_MESSAGE } from "./preview-protocol";

/**
 * The mark of a preview page (ADR 020): a ribbon over the shell saying that what shows is the
 * admin's unpublished draft, seen by that admin only — drawn only while the page shows a draft
 * (`drafted`, ADR 055): with none the page is the published portal. On a preview page, a refresh asked by the
 * console (a message from a window of the portal's own origin) loads the page's data and its later reads again, so
 * the preview follows the draft without a reload. Once it listens, it tells the console, which
 * asks again for a draft saved while the frame was loading.
 */
export function PreviewRibbon({ drafted }: { drafted: boolean }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (typeof event.data !== "object" || event.data === null || (event.data as { type?: unknown }).type !== PREVIEW_REFRESH_MESSAGE) return;
      revalidate();
      refreshPreviewReads();
    };
    window.addEventListener("message", onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, [revalidate]);
  if (!drafted) return null;
  return (
    <div
      role="status"
      data-admin-preview=""
      style={{
        position: "fixed",
        insetInline: 0,
        bottom: 0,
        zIndex: 2000,
        padding: "4px 12px",
        textAlign: "center",
        font: "600 13px/20px system-ui, sans-serif",
        color: "#1F2329",
        background: "repeating-linear-gradient(135deg, #FFD666 0 16px, #FFE58F 16px 32px)",
        pointerEvents: "none",
      }}
    >
      {t("adminPreview.ribbon")}
    </div>
  );
}
