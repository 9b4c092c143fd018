import { BellOutlined } from "@ant-design/icons";
import { App, Badge, Button, Popover, Spin } from "antd";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { messageApiInOrg } from "#app/platform-api/message";
import { MessageNavigation, PortalPageLink, useGoTo } from "#app/features/messages/message-navigation";
import { MESSAGE_LIST_PIECE, messageListHref, messageTarget } from "#app/features/messages/message-target";
import type { PlacedProps } from "#app/layout/placed";
import { formatDateTime } from "#app/features/workbench/format";
import { lazyPiece, preloadPieces, useShownOnce } from "#app/kit/lazy/lazy-piece";
import { useSession, useOrg, usePlan, useMenus } from "#app/shell/stores";
import { badgeText, messageInLocale, shouldPromptNewMessages } from "#app/features/messages/messages.rules";
import { textInLocale } from "#app/kit/i18n/texts-by-locale";
import { isTrue, readStored, writeStored } from "#app/kit/client-storage";
import { activateMessagePolls, announceMessagesChanged, holdMessagesStore, loadDropdown, markAllMessagesRead, messagesStore, openMessage, type MessagePolls } from "#app/features/messages/messages.store";
import { useCloseOnBlockingDialog } from "#app/kit/react/blocking-dialog";
import { NoticeStack, type Notice } from "./NoticeStack";
import type { Message } from "#app/types/generated/message";
import { IconButton } from "../header/items/IconButton";
import { useInPreviewFrame } from "#app/shell/preview-frame";

/** A message shown in a dialog (antd Modal, rc-dialog): its code loads when the panel first opens, or when an alert's message is first shown. */
const MessageDetailModal = lazyPiece("features/messages/MessageDetailView", () => import("#app/features/messages/MessageDetailView").then((m) => m.MessageDetailModal), "overlay");

/** SPEC §2 dialogs: the new-message prompt, shown in the same stack as the alerts; its code loads when first shown. */
const NewMessagePrompt = lazyPiece("features/messages/NewMessagePrompt", () => import("#app/features/messages/NewMessagePrompt").then((m) => m.NewMessagePrompt), "overlay");

const ALERT_KEY_PREFIX = "message-alert-";

/** A notice of the stack as data: an alert message as the platform returned it, or the new-message prompt. */
interface NoticeEntry {
  key: string;
  alert?: Message;
  prompt?: { count: number; ns: { userId: string; tenantId: string } };
}
const alertKey = (id: string) => `${ALERT_KEY_PREFIX}${id}`;
const PROMPT_KEY = "message-new-prompt";
/** How many unread messages the user was last told of in this browser session, and the never-remind choice (per user and tenant). */
const PROMPT_TOLD = "messagePromptTold";
const PROMPT_NEVER = "messagePromptNever";
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;
const PANEL_ID = "portal-message-centre-panel";

/**
 * SPEC §2 header item "message centre", §4 Messages, §9: a bell with the unread count (capped
 * at "99+"); its panel lists the newest unread messages (at most 5) with mark-all-read and
 * "view more" (the message pages). Opening a message fetches its detail, marks it read, jumps
 * to its link (or its details page) and refreshes the list. Alert-type messages show as
 * persistent notices at the bottom right until the platform stops returning them, in one stack
 * with the new-message prompt (NoticeStack); closing one (its Close button) marks it read, View
 * opens it. The panel closes when a blocking dialog opens. The polls run while the item
 * is mounted. Where a message leads opens inside the portal (MessageNavigation): the header stays drawn.
 */
export function MessageCenter(props: PlacedProps) {
  return (
    <MessageNavigation>
      <MessageCenterItem {...props} />
    </MessageNavigation>
  );
}

function MessageCenterItem(_props: PlacedProps) {
  const { t } = useTranslation();
  const go = useGoTo();
  const { message: toast } = App.useApp();
  const menus = useMenus();
  const { currentPath, locale } = usePlan();
  const { org } = useOrg();
  const { user, tenant } = useSession();
  // The console's preview frame shows the portal, not the admin's own prompt and alert notices (ADR 055).
  const inPreview = useInPreviewFrame();
  // The page's one message store, shared with the message pages.
  const messages = messagesStore;
  const snap = useSnapshot(messages);
  // The org the shell is in: alerts announced to it show too (ADR 024). One api for the page's life; it reads the org when it calls.
  const orgId = useRef<string | null>(org?.id ?? null);
  orgId.current = org?.id ?? null;
  const [api] = useState(() => messageApiInOrg(() => orgId.current));
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Message | null>(null);
  // Kept once drawn, so that the dialog's closing animation plays.
  const detailDrawn = useShownOnce(shown !== null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  async function openOne(id: string) {
    let detail: Message;
    try {
      detail = await openMessage(messages, api, id);
    } catch (error) {
      void toast.error(t("messages.openFailed", { message: error instanceof Error ? error.message : String(error) }));
      return;
    }
    // Message pages of this page read again, and an alert read here leaves the screen.
    announceMessagesChanged();
    const target = await messageTarget(detail, { menus, currentPath, orgId: org?.id ?? null });
    setOpen(false);
    if (target.kind === "href") go(target.href);
    else if (target.kind === "forbidden") void toast.warning(t("messages.noMenuPermission"));
    else setShown(detail);
  }

  const unreadHref = messageListHref(menus, "unread", currentPath);

  // The notices at the bottom right (NoticeStack): oldest first; one per key. Kept as data and
  // drawn at each render, so that they speak the page's language of the moment.
  const [notices, setNotices] = useState<NoticeEntry[]>([]);
  const addNotice = useCallback((notice: NoticeEntry) => setNotices((list) => [...list.filter((n) => n.key !== notice.key), notice]), []);
  const removeNotice = useCallback((key: string) => setNotices((list) => list.filter((n) => n.key !== key)), []);
  const polls = useRef<MessagePolls | null>(null);

  // SPEC §2 dialogs, new-message prompt: unread messages the user was not told of in this
  // session (at entry, or more than before), unless the user asked never to be reminded.
  const promptUser = user?.id || null;
  const promptTenant = tenant?.id || null;
  useEffect(() => {
    const count = snap.unreadCount;
    if (inPreview || promptUser === null || promptTenant === null || count === null) return;
    const ns = { userId: promptUser, tenantId: promptTenant };
    const told = readStored("session", PROMPT_TOLD, ns, isCount);
    if (count === 0) removeNotice(PROMPT_KEY);
    if (!shouldPromptNewMessages(count, told, readStored("local", PROMPT_NEVER, ns, isTrue) === true)) {
      // Fewer unread than told of: a message arriving later is news again.
      if (told !== null && count < told) writeStored("session", PROMPT_TOLD, ns, count);
      return;
    }
    writeStored("session", PROMPT_TOLD, ns, count);
    addNotice({ key: PROMPT_KEY, prompt: { count, ns } });
  }, [snap.unreadCount, promptUser, promptTenant, addNotice, removeNotice, inPreview]);

  useEffect(() => holdMessagesStore(), []);

  useEffect(() => {
    const active = activateMessagePolls(messages, api, {
      open(stored) {
        addNotice({ key: alertKey(stored.id), alert: stored });
      },
      close(id) {
        removeNotice(alertKey(id));
      },
    });
    polls.current = active;
    return () => {
      active.deactivate();
      polls.current = null;
      setNotices((list) => list.filter((n) => !n.key.startsWith(ALERT_KEY_PREFIX)));
    };
  }, [messages, api, addNotice, removeNotice]);

  /** A notice as the stack draws it, in the language shown now (SPEC §3 nameAllLang's rules for an alert). */
  function noticeOf(entry: NoticeEntry): Notice {
    if (entry.prompt) {
      const { count, ns } = entry.prompt;
      return {
        key: entry.key,
        kind: "prompt",
        title: t("messages.prompt.title"),
        content: (
          <NewMessagePrompt
            count={count}
            onDone={({ view, neverRemind }) => {
              if (neverRemind) writeStored("local", PROMPT_NEVER, ns, true);
              removeNotice(PROMPT_KEY);
              if (view && unreadHref) go(unreadHref);
            }}
          />
        ),
      };
    }
    const message = messageInLocale(entry.alert!, locale);
    const key = entry.key;
    const level = entry.alert?.level;
    return {
      key,
      kind: "alert",
      ...(level === "important" || level === "urgent" ? { level } : {}),
      title: message.title,
      content: message.content,
      actions: (
        <>
          <Button
            size="small"
            aria-label={`${t("messages.close")}: ${message.title}`}
            onClick={() => {
              removeNotice(key);
              void polls.current?.alertClosed(message.id);
            }}
          >
            {t("messages.close")}
          </Button>
          <Button
            type="primary"
            size="small"
            aria-label={`${t("messages.view")}: ${message.title}`}
            onClick={() => {
              removeNotice(key);
              void openOne(message.id);
            }}
          >
            {t("messages.view")}
          </Button>
        </>
      ),
    };
  }

  /** "Close all": each alert as its own Close (marked read, SPEC §4), the prompt as its Later. */
  function closeAllNotices() {
    const closing = notices;
    setNotices([]);
    for (const notice of closing) if (notice.key.startsWith(ALERT_KEY_PREFIX)) void polls.current?.alertClosed(notice.key.slice(ALERT_KEY_PREFIX.length));
  }

  // SPEC §2: the panel is a popup, and no popup stays above a blocking dialog (the re-login
  // dialog, say): it closes when one opens.
  const blocked = useCloseOnBlockingDialog(open, () => setOpen(false));

  // Keyboard users land in the panel when it opens: on the newest message, else the panel itself
  // (never on mark-all-read, which one stray Enter would trigger).
  useEffect(() => {
    const root = panel.current;
    if (!open || !root || (root !== document.activeElement && root.contains(document.activeElement))) return;
    (root.querySelector<HTMLElement>("ul button:not([disabled])") ?? root).focus({ preventScroll: true });
  }, [open, snap.dropdownStatus]);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    void loadDropdown(messages, api);
    // A message opened from the panel may show in the dialog, and "view more" opens the list page:
    // their code loads while the person reads the panel.
    void MessageDetailModal.preload();
    void preloadPieces([MESSAGE_LIST_PIECE]);
  }

  async function markAll() {
    try {
      const count = await markAllMessagesRead(messages, api);
      announceMessagesChanged();
      void toast.success(t("messages.markAllDone", { count }));
    } catch (error) {
      void toast.error(t("messages.markAllFailed", { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    setOpen(false);
    bell.current?.focus({ preventScroll: true });
  }

  const count = snap.unreadCount ?? 0;
  const badge = badgeText(count);
  // The name says what the badge shows ("99+" past the cap), so that what is seen is what is heard.
  const label = count > 0 ? t("messages.bellLabel", { shown: badge ?? String(count) }) : t("messages.centre");
  const moreHref = messageListHref(menus, "all", currentPath);

  const content = (
    <div id={PANEL_ID} ref={panel} role="dialog" tabIndex={-1} aria-label={t("messages.panelTitle")} onKeyDown={onPanelKeyDown} style={{ width: "min(320px, calc(100vw - 40px))" }}>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", paddingBottom: 8, borderBottom: "1px solid #F0F0F0" }}>
        <strong>{t("messages.panelTitle")}</strong>
        <Button type="link" size="small" disabled={snap.dropdown.length === 0} onClick={() => void markAll()}>
          {t("messages.markAllRead")}
        </Button>
      </div>
      {snap.dropdownStatus === "loading" ? (
        <div role="status" aria-label={t("messages.loading")} style={{ display: "grid", placeItems: "center", padding: 24 }}>
          <Spin />
        </div>
      ) : snap.dropdownStatus === "failed" ? (
        <div role="alert" style={{ padding: "16px 0", textAlign: "center" }}>
          <div>{t("messages.loadFailed")}</div>
          <Button size="small" style={{ marginTop: 8 }} onClick={() => void loadDropdown(messages, api)}>
            {t("messages.retry")}
          </Button>
        </div>
      ) : snap.dropdown.length === 0 ? (
        <p style={{ padding: "24px 0", margin: 0, textAlign: "center", color: "rgba(0, 0, 0, 0.6)" }}>{t("messages.noMsg")}</p>
      ) : (
        <ul aria-label={t("messages.panelTitle")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {snap.dropdown.map((message) => (
            <li key={message.id} style={{ borderBottom: "1px solid #F5F5F5" }}>
              <button
                type="button"
                aria-busy={snap.openingId === message.id || undefined}
                disabled={snap.openingId !== null}
                onClick={() => void openOne(message.id)}
                style={{ display: "block", width: "100%", padding: "8px 4px", textAlign: "left", background: "none", border: 0, cursor: "pointer" }}
              >
                <span style={{ display: "block", fontWeight: 500, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                  {message.type === "alert" ? <span style={{ color: "#AD4E00", marginRight: 4 }}>[{t("messages.alert")}]</span> : null}
                  {textInLocale(message.title, message.titleAllLang, locale)}
                </span>
                <time dateTime={message.createTime} style={{ fontSize: 12, color: "rgba(0, 0, 0, 0.6)" }}>
                  {formatDateTime(message.createTime, locale)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      {moreHref ? (
        <div style={{ paddingTop: 8, textAlign: "center" }}>
          <PortalPageLink href={moreHref} onFollow={() => setOpen(false)}>
            {t("messages.viewMore")}
          </PortalPageLink>
        </div>
      ) : null}
    </div>
  );

  return (
    <>
      <Popover open={open && !blocked} onOpenChange={onOpenChange} trigger="click" placement="bottomRight" align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }} arrow={false} content={content} destroyOnHidden>
        <IconButton
          ref={bell}
          label={label}
          aria-haspopup="dialog"
          aria-expanded={open && !blocked}
          aria-controls={open && !blocked ? PANEL_ID : undefined}
          data-unread-count={snap.unreadCount ?? undefined}
          icon={
            // The badge's root takes antd's text colour (near-black): the bell must take the header's, as every header icon does.
            <Badge count={badge} size="small" offset={[2, -2]} styles={{ root: { color: "inherit" } }}>
              <BellOutlined style={{ color: "inherit", fontSize: 16 }} />
            </Badge>
          }
        />
      </Popover>
      {inPreview ? null : <NoticeStack notices={notices.map(noticeOf)} onCloseAll={closeAllNotices} />}
      {detailDrawn ? <MessageDetailModal message={shown} locale={locale} onClose={() => setShown(null)} /> : null}
    </>
  );
}
