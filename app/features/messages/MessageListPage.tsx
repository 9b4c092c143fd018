import { App, Button, Card, Menu, Pagination, Skeleton, Typography } from "antd";
import { useSnapshot } from "valtio";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { platformMessageApi, type MessageApi } from "#app/platform-api/message";
import { formatDateTime } from "#app/features/workbench/format";
import { useLoad } from "#app/features/workbench/use-load";
import { usePlan, useMenus } from "#app/shell/stores";
import { MESSAGE_LIST_PAGE_SIZE, messageInLocale, type MessageListKind } from "#app/features/messages/messages.rules";
import { announceMessagesChanged, messagesStore } from "#app/features/messages/messages.store";
import type { MenuNode } from "#app/types/generated/menu-node";
import type { Message } from "#app/types/generated/message";
import { MessageDetailModal, MessageTags } from "./MessageDetailView";
import { MessageNavigation, PortalPageLink } from "./message-navigation";
import { messagePageTitle, MessagesLoadFailed } from "./message-page-parts";
import { messageListHref } from "./message-target";
import { readAndMark } from "./open-message";
import { useMessageJump } from "./use-message-jump";

const KINDS: readonly MessageListKind[] = ["all", "unread", "read"];

interface Props {
  kind: MessageListKind;
  /** The portal menu that opened the page, for its title; null when the shell has none. */
  menu: MenuNode | null;
  api?: MessageApi;
}

/** The message lists the portal has, as links keeping the query (SPEC §2 station-message-all, -unread, -read). */
function ListNav({ kind }: { kind: MessageListKind }) {
  const { t } = useTranslation();
  const menus = useMenus();
  const { currentPath } = usePlan();
  const links = KINDS.map((k) => ({ kind: k, href: messageListHref(menus, k, currentPath) })).filter((l): l is { kind: MessageListKind; href: string } => l.href !== null);
  if (links.length < 2) return null;
  return (
    <nav aria-label={t("messages.listNav")} style={{ marginBottom: 16 }}>
      <Menu
        mode="horizontal"
        selectedKeys={[kind]}
        items={links.map((l) => ({
          key: l.kind,
          label: (
            <PortalPageLink href={l.href} aria-current={l.kind === kind ? "page" : undefined}>
              {t(`messages.pages.${l.kind}`)}
            </PortalPageLink>
          ),
        }))}
      />
    </nav>
  );
}

/** One message of a list: its title opens it (detail, mark read, jump); its tags, time and the start of its text. */
function MessageRow({ message: stored, busy, onOpen }: { message: Message; busy: boolean; onOpen: () => void }) {
  const { locale } = usePlan();
  // SPEC §3 nameAllLang's rules: the message in the language shown.
  const message = messageInLocale(stored, locale);
  return (
    <li style={{ padding: "12px 0", borderBottom: "1px solid #F0F0F0" }} data-message-id={message.id}>
      <div style={{ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
        <Button type="link" onClick={onOpen} loading={busy} style={{ padding: 0, height: "auto", fontWeight: message.read ? 400 : 600 }}>
          {message.title}
        </Button>
        <MessageTags message={message} />
        <time dateTime={message.createTime} style={{ marginLeft: "auto", fontSize: 12, color: "rgba(0, 0, 0, 0.6)" }}>
          {formatDateTime(message.createTime, locale)}
        </time>
      </div>
      {message.content ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: "4px 0 0" }}>
          {message.content}
        </Typography.Paragraph>
      ) : null}
    </li>
  );
}

/**
 * The message pages (SPEC §2 station-message-all, -unread and -read, §7 message page): the
 * user's messages newest first, ten a page; opening one fetches its detail, marks it read and
 * jumps (SPEC §4 Messages). All and unread offer mark-all-read. A change made in the header
 * (or in another page of the portal) reads the list again.
 */
export function MessageListPage(props: Props) {
  return (
    <MessageNavigation>
      <MessageList {...props} />
    </MessageNavigation>
  );
}

function MessageList({ kind, menu, api = platformMessageApi }: Props) {
  const { t } = useTranslation();
  const { locale } = usePlan();
  const { message: toast } = App.useApp();
  const [pageIndex, setPageIndex] = useState(1);
  // Messages read or marked elsewhere on the page (the header's centre, a details page) read the list again.
  const { changes } = useSnapshot(messagesStore);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [shown, setShown] = useState<Message | null>(null);
  const jump = useMessageJump(setShown);
  const list = useLoad(`messages:${kind}:${pageIndex}:${changes}`, () =>
    api.page({ ...(kind === "all" ? {} : { unread: kind === "unread" }), pageIndex, pageSize: MESSAGE_LIST_PAGE_SIZE }),
  );
  const title = messagePageTitle(menu, locale, t(`messages.pages.${kind}`));

  async function open(id: string) {
    setBusyId(id);
    try {
      await jump(await readAndMark(api, id));
    } catch (error) {
      void toast.error(t("messages.openFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusyId(null);
    }
  }

  async function markAll() {
    try {
      const count = await api.markAllRead();
      void toast.success(t("messages.markAllDone", { count }));
      announceMessagesChanged();
    } catch (error) {
      void toast.error(t("messages.markAllFailed", { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  const unreadShown = list.status === "ready" && list.data.records.some((m) => !m.read);
  let body;
  if (list.status === "loading") body = <Skeleton active />;
  else if (list.status === "error") body = <MessagesLoadFailed onRetry={list.reload} />;
  else if (list.data.records.length === 0) body = <p style={{ padding: "32px 0", textAlign: "center", color: "rgba(0, 0, 0, 0.6)" }}>{t("messages.noMsg")}</p>;
  else
    body = (
      <>
        <ul aria-label={title} style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {list.data.records.map((message) => (
            <MessageRow key={message.id} message={message} busy={busyId === message.id} onOpen={() => void open(message.id)} />
          ))}
        </ul>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", marginTop: 16 }}>
          <span>{t("messages.total", { count: list.data.recordTotal })}</span>
          <Pagination current={pageIndex} pageSize={MESSAGE_LIST_PAGE_SIZE} total={list.data.recordTotal} onChange={setPageIndex} showSizeChanger={false} hideOnSinglePage />
        </div>
      </>
    );

  return (
    <Card
      title={title}
      extra={
        kind === "read" ? null : (
          <Button onClick={() => void markAll()} disabled={!unreadShown}>
            {t("messages.markAllRead")}
          </Button>
        )
      }
    >
      <ListNav kind={kind} />
      {body}
      <MessageDetailModal message={shown} locale={locale} onClose={() => setShown(null)} />
    </Card>
  );
}
