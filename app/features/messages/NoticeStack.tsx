import { CloseCircleFilled, DownOutlined, ExclamationCircleFilled, UpOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useBlockingDialogOpen } from "#app/kit/react/blocking-dialog";
import { useHydrated } from "#app/kit/react/use-hydrated";
import { NOTICE_STACK_BOTTOM, NOTICE_STACK_MAX_WIDTH, NOTICE_STACK_PHONE_WIDTH, NOTICE_STACK_RIGHT, placeNoticeStack, type Box, type NoticeStackPlace } from "./notice-stack.rules";

/** One notice of the stack: an alert message (SPEC §4 Messages) or the new-message prompt (SPEC §2 dialogs). */
export interface Notice {
  key: string;
  /** An alert is announced as one (role alert); the prompt speaks for itself. */
  kind: "alert" | "prompt";
  title: string;
  content?: ReactNode;
  actions?: ReactNode;
  /** An important or urgent alert (ADR 057): drawn in its level's colour, with its icon and its level in words. */
  level?: "important" | "urgent";
}

/**
 * An alert's level as antd draws a warning and an error (Alert's tint, border and icon), its
 * text and icon in the 7th/8th shade so both stand 4.5:1 on the tint.
 */
export const LEVEL_LOOK = {
  important: { background: "#FFFBE6", border: "#FFE58F", accent: "#AD4E00" },
  urgent: { background: "#FFF2F0", border: "#FFCCC7", accent: "#A8071A" },
} as const;

interface Props {
  /** Oldest first: the last one is the newest, the one shown. */
  notices: readonly Notice[];
  /** "Close all": the owner closes each notice as its own close would. */
  onCloseAll(): void;
}

/** Under antd's modals (1000) and popups (1030 and up), over the page; the watermark (ADR 029) is above all. */
const NOTICE_Z_INDEX = 999;
/** The place the stack is taken to have at the right before it was measured there (one card with its bar). */
function estimatedPlace(): Box {
  const width = Math.min(NOTICE_STACK_MAX_WIDTH, window.innerWidth - 2 * NOTICE_STACK_RIGHT);
  return { left: window.innerWidth - NOTICE_STACK_RIGHT - width, top: window.innerHeight - NOTICE_STACK_BOTTOM - 180, width, height: 180 };
}
/** Its distance from the right edge: left of the side toolbar when there is one (SideToolbar sets the variable). */
const RIGHT = `var(--portal-notices-right, ${NOTICE_STACK_RIGHT}px)`;
/** An alert's text in a card: three lines at most (View opens the whole message). */
const CLAMPED: CSSProperties = { display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden", overflowWrap: "anywhere" };
const SHADOW = "0 6px 16px rgba(0, 0, 0, 0.12), 0 3px 6px -4px rgba(0, 0, 0, 0.16)";

/**
 * The page's notices at the bottom right as ONE compact stack (SPEC §4 Messages "persistent
 * notifications at bottom right", §2 new-message prompt): the newest card, and with more than
 * one a bar with their count, which expands to the whole list, and "close all". It is one card
 * tall and at most 360 px wide. Nothing shows while a blocking dialog is open (the identity
 * choice, the privacy agreement, a re-login): the notices wait and show once it closed. It never
 * hides the focused field: when that lies under it, the stack stands at the bottom left, or,
 * when it would hide it there too, shrinks to its count chip.
 */
export function NoticeStack({ notices, onCloseAll }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const blocked = useBlockingDialogOpen();
  const [expanded, setExpanded] = useState(false);
  const [place, setPlace] = useState<NoticeStackPlace>(() => (typeof window !== "undefined" && window.innerWidth < NOTICE_STACK_PHONE_WIDTH ? { corner: "right", chip: true } : { corner: "right", chip: false }));
  const root = useRef<HTMLElement>(null);
  const rightPlace = useRef<Box | null>(null);
  // Opened from its chip by the person (on a phone it starts as the chip).
  const opened = useRef(false);
  const count = notices.length;
  const showing = hydrated && count > 0 && !blocked;

  useEffect(() => {
    if (count <= 1) setExpanded(false);
    if (count === 0) opened.current = false;
  }, [count]);

  // Keeps the focused field in sight: measured when the focus moves, the window changes or a notice comes.
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const measure = (target: EventTarget | null) => {
      const stack = root.current;
      if (!stack) return;
      if (target instanceof Node && stack.contains(target)) return;
      const box = stack.getBoundingClientRect();
      if (stack.dataset["chip"] !== "true" && stack.dataset["corner"] === "right" && box.height > 0) rightPlace.current = { left: box.left, top: box.top, width: box.width, height: box.height };
      const focused = target instanceof Element && target !== document.body && target !== document.documentElement ? target.getBoundingClientRect() : null;
      const next = placeNoticeStack(focused, rightPlace.current ?? estimatedPlace(), { width: window.innerWidth }, opened.current);
      setPlace((previous) => (previous.corner === next.corner && previous.chip === next.chip ? previous : next));
    };
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => measure(document.activeElement));
    };
    const onFocusIn = (event: FocusEvent) => measure(event.target);
    const onFocusOut = (event: FocusEvent) => {
      if (!event.relatedTarget) measure(null);
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    window.addEventListener("resize", later);
    window.addEventListener("scroll", later, true);
    measure(document.activeElement);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      window.removeEventListener("resize", later);
      window.removeEventListener("scroll", later, true);
    };
  }, [showing, count, expanded]);

  if (!showing) return null;
  const newest = notices[count - 1]!;
  const cards = place.chip ? [] : expanded ? [...notices].reverse() : [newest];
  const side: CSSProperties = place.corner === "right" ? { right: RIGHT } : { left: RIGHT };
  const listOpen = expanded && !place.chip;

  return createPortal(
    <section
      ref={root}
      aria-label={t("messages.notices.region")}
      data-corner={place.corner}
      data-chip={place.chip ? "true" : "false"}
      style={{
        position: "fixed",
        bottom: NOTICE_STACK_BOTTOM,
        ...side,
        zIndex: NOTICE_Z_INDEX,
        // On a phone the window is narrower than the stack beside the side toolbar: it keeps within the window.
        width: place.chip ? "auto" : `min(${NOTICE_STACK_MAX_WIDTH}px, calc(100vw - ${RIGHT} - ${NOTICE_STACK_RIGHT}px))`,
        display: "flex",
        flexDirection: "column",
        alignItems: place.corner === "right" ? "flex-end" : "flex-start",
        gap: 8,
      }}
    >
      {count > 1 || place.chip ? (
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8, alignSelf: "stretch", padding: "2px 4px", borderRadius: 16, background: "#FFFFFF", boxShadow: SHADOW }}>
          <Button
            type="text"
            size="small"
            aria-expanded={listOpen}
            icon={listOpen ? <DownOutlined aria-hidden /> : <UpOutlined aria-hidden />}
            onClick={() => {
              if (place.chip) {
                opened.current = true;
                setPlace({ ...place, chip: false });
                setExpanded(true);
              } else setExpanded(!expanded);
            }}
          >
            {t("messages.notices.count", { count })}
          </Button>
          {count > 1 ? (
            <Button type="link" size="small" onClick={onCloseAll}>
              {t("messages.notices.closeAll")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {cards.length > 0 ? (
        <div style={{ display: "flex", flexDirection: "column", gap: 8, alignSelf: "stretch", ...(listOpen ? { maxHeight: "min(60vh, 480px)", overflowY: "auto", padding: 2 } : {}) }}>
          {cards.map((notice) => (
            <NoticeCard key={notice.key} notice={notice} />
          ))}
        </div>
      ) : null}
    </section>,
    document.body,
  );
}

function NoticeCard({ notice }: { notice: Notice }) {
  const titleId = useId();
  const { t } = useTranslation();
  const look = notice.level ? LEVEL_LOOK[notice.level] : null;
  const Icon = notice.level === "urgent" ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <article
      role={notice.kind === "alert" ? "alert" : undefined}
      aria-labelledby={titleId}
      data-notice={notice.key}
      data-level={notice.level}
      style={{
        padding: "12px 16px",
        borderRadius: 8,
        background: look?.background ?? "#FFFFFF",
        boxShadow: SHADOW,
        color: "rgba(0, 0, 0, 0.88)",
        ...(look ? { border: `1px solid ${look.border}`, borderInlineStart: `4px solid ${look.accent}` } : {}),
      }}
    >
      <h2 id={titleId} style={{ margin: "0 0 4px", fontSize: 15, fontWeight: 600, lineHeight: 1.4, overflowWrap: "anywhere" }}>
        {look && notice.level ? (
          <span data-level-label style={{ color: look.accent, marginInlineEnd: 6, whiteSpace: "nowrap" }}>
            <Icon aria-hidden style={{ marginInlineEnd: 4 }} />
            {t(`alertLevel.${notice.level}`)}
          </span>
        ) : null}
        {notice.title}
      </h2>
      {notice.content ? (
        <div style={notice.kind === "alert" ? CLAMPED : undefined}>{notice.content}</div>
      ) : null}
      {notice.actions ? <div style={{ display: "flex", justifyContent: "flex-end", gap: 8, marginTop: 8 }}>{notice.actions}</div> : null}
    </article>
  );
}
