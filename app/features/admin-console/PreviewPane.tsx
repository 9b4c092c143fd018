import { Segmented, Select, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { iframeSandbox } from "#app/kit/security/frame-sandbox";
import { DEFAULT_LOCALE, normaliseLocale, SUPPORTED_LOCALES, type Locale } from "#app/kit/i18n/config";
import { PREVIEW_READY_MESSAGE, PREVIEW_REFRESH_MESSAGE, PREVIEW_VIEW_MODES, previewHref, type PreviewPortalType, type PreviewViewMode } from "#app/features/admin-preview/preview-protocol";

/** While drawn on the server the portal's origin is not known; a relative preview address is on it either way. */
const PORTAL_ORIGIN_UNKNOWN = "http://portal.invalid";

const LANGUAGE_NAMES: Record<Locale, string> = { "zh-CN": "简体中文", en: "English", "sv-SE": "Svenska" };

/** What the preview shows: a view mode × portal type. */
export interface PreviewView {
  viewMode: PreviewViewMode;
  portalType: PreviewPortalType;
}

export interface PreviewPaneProps {
  marker: string;
  savedAt: string | null;
  /** The view mode × portal type shown, when the section chooses it (the Layout section's); else the pane's own choice. */
  view?: PreviewView;
  onViewChange?: (view: PreviewView) => void;
}

/**
 * The live preview beside a section's form (ADR 020 "Preview"): the real portal in a frame,
 * showing this admin's drafts under its preview ribbon, in the view mode, portal type and
 * language chosen here. Each saved draft (`savedAt` changes) asks the frame to load its data
 * again, so what the admin typed shows without a reload. A draft saved while the frame was still
 * loading (before it listened) is asked for again when the frame says it is ready.
 */
export function PreviewPane({ marker, savedAt, view, onViewChange }: PreviewPaneProps) {
  const { t, i18n } = useTranslation();
  const [ownView, setOwnView] = useState<PreviewView>({ viewMode: "full", portalType: "Classic" });
  const { viewMode, portalType } = view ?? ownView;
  const setView = (next: PreviewView) => {
    if (!view) setOwnView(next);
    onViewChange?.(next);
  };
  const [locale, setLocale] = useState<Locale>(normaliseLocale(i18n.language) ?? DEFAULT_LOCALE);
  const frame = useRef<HTMLIFrameElement | null>(null);
  /** A draft was saved since the frame's page began loading: it may have loaded the one before. */
  const savedSinceLoad = useRef(false);
  const src = previewHref(marker, { portalType, viewMode, locale });
  useEffect(() => {
    savedSinceLoad.current = false;
  }, [src]);
  useEffect(() => {
    if (savedAt === null) return;
    savedSinceLoad.current = true;
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_REFRESH_MESSAGE }, window.location.origin);
  }, [savedAt]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type !== PREVIEW_READY_MESSAGE || !savedSinceLoad.current) return;
      savedSinceLoad.current = false;
      frame.current?.contentWindow?.postMessage({ type: PREVIEW_REFRESH_MESSAGE }, window.location.origin);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return (
    <section aria-label={t("adminConsole.preview.title")} style={{ display: "flex", flexDirection: "column", gap: 8, minWidth: 0 }}>
      <Space wrap align="center">
        <Typography.Text strong>{t("adminConsole.preview.title")}</Typography.Text>
        <Segmented
          aria-label={t("adminConsole.preview.portalType")}
          value={portalType}
          onChange={(value) => setView({ viewMode, portalType: value as PreviewPortalType })}
          options={[
            { value: "Classic", label: t("adminConsole.preview.classic") },
            { value: "Simple", label: t("adminConsole.preview.simple") },
          ]}
        />
        <Select
          aria-label={t("adminConsole.layout.previewViewMode")}
          value={viewMode}
          onChange={(value: PreviewViewMode) => setView({ viewMode: value, portalType })}
          options={PREVIEW_VIEW_MODES.map((value) => ({ value, label: t(`adminConsole.layout.viewModes.${value}.title`) }))}
          style={{ minWidth: 160 }}
        />
        <Select
          aria-label={t("adminConsole.preview.language")}
          value={locale}
          onChange={(value: Locale) => setLocale(value)}
          options={SUPPORTED_LOCALES.map((value: Locale) => ({ value, label: LANGUAGE_NAMES[value] }))}
          style={{ minWidth: 120 }}
        />
      </Space>
      <iframe
        ref={frame}
        title={t("adminConsole.preview.frameTitle")}
        src={src}
        // The shell's own page (ADR 020), under the rule of every frame (ADR 029, ADR 051: none it could lift); the server
        // draws it with the portal's origin, which a draft's preview needs (its session, its messages).
        sandbox={iframeSandbox(src, typeof window === "undefined" ? PORTAL_ORIGIN_UNKNOWN : window.location.origin) ?? undefined}
        style={{ width: "100%", height: 640, border: "1px solid rgba(5, 5, 5, 0.12)", borderRadius: 8, background: "#fff" }}
      />
    </section>
  );
}
