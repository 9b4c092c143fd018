import { Segmented, Select, Space, Typography } from "antd";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { iframeSandbox } from "#app/kit/security/frame-sandbox";
import { DEFAULT_LOCALE, normaliseLocale, SUPPORTED_LOCALES, type Locale } from "#app/kit/i18n/config";
import { PREVIEW_READY_MESSAGE, PREVIEW_REFRESH_MESSAGE, PREVIEW_VIEW_MODES, previewHref, type PreviewPortalType, type PreviewViewMode } from "#app/features/admin-preview/preview-protocol";
import { StyleRules } from "#app/kit/styles/small-screens";
import { WRAPPING_SEGMENTED_CLASS, WRAPPING_SEGMENTED_CSS } from "#app/kit/styles/wrapping-segmented";
import { DEFAULT_PRESET_WIDTH, DEVICE_PRESETS, devicePreset, fitScale, type DevicePresetWidth } from "./preview-devices.rules";

/** How far below the window's top the pane stays while the form scrolls (px), and the room kept under it. */
const STICKY_TOP = 16;
/** The frame's border (px), drawn outside the scaled portal. */
const STAGE_BORDER = 1;

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
  /** The device preset it opens with (its width); default DEFAULT_PRESET_WIDTH. */
  initialPreset?: DevicePresetWidth;
}

/** The least height worth drawing the frame in below the pane's place at rest; with less, the pane is fitted as it stays in view while scrolled to. */
const MIN_REST_ROOM = 320;

/**
 * The room the frame may take: the pane's width, and the window's height below the frame's
 * top (ADR 055) — where the pane rests when it shows on the section's first screen, else where
 * it stays while the form scrolls — so the whole device is in view either way. Measured again
 * when the pane's width or the window changes.
 */
function useStageRoom(pane: RefObject<HTMLElement | null>, stage: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [room, setRoom] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const measure = () => {
      const paneTop = element.getBoundingClientRect().top;
      const above = (stage.current?.getBoundingClientRect().top ?? paneTop) - paneTop;
      // The pane's cell (its parent) starts where the pane rests when not held in view.
      const restTop = (element.parentElement?.getBoundingClientRect().top ?? paneTop) + window.scrollY + above;
      const restRoom = window.innerHeight - STICKY_TOP - restTop;
      const heldRoom = window.innerHeight - 2 * STICKY_TOP - above;
      const next = { width: Math.floor(element.clientWidth - 2 * STAGE_BORDER), height: Math.floor((restRoom >= MIN_REST_ROOM ? restRoom : heldRoom) - 2 * STAGE_BORDER) };
      setRoom((last) => (last.width === next.width && last.height === next.height ? last : next));
    };
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [pane, stage]);
  return room;
}

/**
 * The live preview beside a section's form (ADR 020 "Preview"): the real portal in a frame,
 * showing this admin's drafts under its preview ribbon, in the view mode, portal type,
 * language and device chosen here. The portal is drawn at the device's own window size and
 * scaled to fit the pane, which stays in view beside the form as it scrolls (ADR 055). Each saved draft (`savedAt` changes) asks the frame to load its data
 * again, so what the admin typed shows without a reload. A draft saved while the frame was still
 * loading (before it listened) is asked for again when the frame says it is ready.
 */
export function PreviewPane({ marker, savedAt, view, onViewChange, initialPreset = DEFAULT_PRESET_WIDTH }: PreviewPaneProps) {
  const { t, i18n } = useTranslation();
  const deviceLabelId = useId();
  const [presetWidth, setPresetWidth] = useState<DevicePresetWidth>(initialPreset);
  const preset = devicePreset(presetWidth);
  const pane = useRef<HTMLElement | null>(null);
  const stage = useRef<HTMLDivElement | null>(null);
  const scale = fitScale(preset, useStageRoom(pane, stage));
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
    <section
      ref={pane}
      aria-label={t("adminConsole.preview.title")}
      data-preview-pane=""
      style={{ position: "sticky", top: STICKY_TOP, alignSelf: "start", display: "flex", flexDirection: "column", gap: 8, minWidth: 0 }}
    >
      <Space wrap align="center" size={[8, 8]}>
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
          style={{ minWidth: 140 }}
        />
        <Select
          aria-label={t("adminConsole.preview.language")}
          value={locale}
          onChange={(value: Locale) => setLocale(value)}
          options={SUPPORTED_LOCALES.map((value: Locale) => ({ value, label: LANGUAGE_NAMES[value] }))}
          style={{ minWidth: 110 }}
        />
      </Space>
      <StyleRules css={WRAPPING_SEGMENTED_CSS} />
      <Space wrap align="center" size={[8, 4]}>
        <Typography.Text id={deviceLabelId} type="secondary">
          {t("adminConsole.previewPane.device")}
        </Typography.Text>
        <Segmented
          className={WRAPPING_SEGMENTED_CLASS}
          aria-labelledby={deviceLabelId}
          size="small"
          value={preset.width}
          onChange={(value) => setPresetWidth(devicePreset(value).width as DevicePresetWidth)}
          options={DEVICE_PRESETS.map((option) => ({
            value: option.width,
            label: t(`adminConsole.previewPane.presets.${option.kind}`, { width: option.width }),
          }))}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {t("adminConsole.previewPane.scale", { width: preset.width, height: preset.height, percent: Math.round(scale * 100) })}
        </Typography.Text>
      </Space>
      <div
        ref={stage}
        data-preview-stage=""
        data-preset={preset.width}
        data-scale={scale}
        style={{
          width: Math.round(preset.width * scale),
          height: Math.round(preset.height * scale),
          maxWidth: "100%",
          marginInline: "auto",
          // Clipped, not a scroll box: a click or a focus inside the frame would scroll a hidden-overflow box sideways
          // and leave the portal drawn off its stage (only its right edge in view).
          overflow: "clip",
          border: `${STAGE_BORDER}px solid rgba(5, 5, 5, 0.15)`,
          borderRadius: 8,
          background: "#fff",
          boxShadow: "0 1px 2px rgba(0, 0, 0, 0.06)",
        }}
      >
        <iframe
          ref={frame}
          title={t("adminConsole.preview.frameTitle")}
          src={src}
          // The shell's own page (ADR 020), under the rule of every frame (ADR 029, ADR 051: none it could lift); the server
          // draws it with the portal's origin, which a draft's preview needs (its session, its messages).
          sandbox={iframeSandbox(src, typeof window === "undefined" ? PORTAL_ORIGIN_UNKNOWN : window.location.origin) ?? undefined}
          // Drawn at the device's own size, so the portal's breakpoints apply as on that device; scaled to the pane (ADR 055).
          style={{ display: "block", width: preset.width, height: preset.height, border: 0, transform: `scale(${scale})`, transformOrigin: "0 0" }}
        />
      </div>
    </section>
  );
}
