import { Button, Card, Result, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "#app/platform-api/client";
import { platformMessageApi, type MessageApi } from "#app/platform-api/message";
import { searchOf } from "#app/features/workbench/portal-links";
import { useLoad } from "#app/features/workbench/use-load";
import { useOrg, usePlan, useMenus } from "#app/shell/stores";
import { MESSAGE_ID_PARAM, messageIdOf, messageInLocale, planMessageJump } from "#app/features/messages/messages.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { MessageDetailView } from "./MessageDetailView";
import { MessageNavigation, PortalPageLink } from "./message-navigation";
import { messagePageTitle, MessagesLoadFailed } from "./message-page-parts";
import { messageListHref } from "./message-target";
import { readAndMark } from "./open-message";
import { useMessageJump } from "./use-message-jump";

interface Props {
  menu: MenuNode | null;
  api?: MessageApi;
}

/**
 * The details page of one message (SPEC §2 /details/{messageId}; the id comes in the
 * `messageId` query value): fetched, marked read when it was unread, shown with its text, and
 * a button to where it leads when it leads somewhere. A missing or malformed id, a message that
 * is not the user's and a failed call each say so plainly.
 */
export function MessageDetailPage(props: Props) {
  return (
    <MessageNavigation>
      <MessageDetail {...props} />
    </MessageNavigation>
  );
}

function MessageDetail({ menu, api = platformMessageApi }: Props) {
  const { t } = useTranslation();
  const menus = useMenus();
  const { currentPath, locale } = usePlan();
  const { org } = useOrg();
  const id = messageIdOf(new URLSearchParams(searchOf(currentPath)).get(MESSAGE_ID_PARAM));
  const state = useLoad(`message:${id ?? ""}`, () => (id ? readAndMark(api, id) : Promise.resolve(null)));
  const jump = useMessageJump(() => undefined);
  const [jumping, setJumping] = useState(false);
  const backHref = messageListHref(menus, "all", currentPath);
  const back = backHref ? <PortalPageLink href={backHref}>{t("messages.backToList")}</PortalPageLink> : null;
  const pageTitle = messagePageTitle(menu, locale, t("messages.pages.details"));

  if (!id) {
    return (
      <Card title={pageTitle}>
        <Result status="info" title={t("messages.noMessageChosen")} extra={back} />
      </Card>
    );
  }
  if (state.status === "loading") {
    return (
      <Card title={pageTitle}>
        <Skeleton active />
      </Card>
    );
  }
  if (state.status === "error" || state.data === null) {
    const missing = state.status === "error" && state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 400);
    return (
      <Card title={pageTitle}>
        {missing ? <Result status="404" title={t("messages.notFound")} extra={back} /> : <MessagesLoadFailed onRetry={state.reload} />}
      </Card>
    );
  }
  const message = state.data;
  const leads = planMessageJump(message, org?.id ?? null).kind !== "none";
  const title = messageInLocale(message, locale).title;
  return (
    <Card title={title} extra={back}>
      <article aria-label={title}>
        <MessageDetailView message={message} locale={locale} />
      </article>
      {leads ? (
        <Space>
          <Button
            type="primary"
            loading={jumping}
            onClick={() => {
              setJumping(true);
              void jump(message).finally(() => setJumping(false));
            }}
          >
            {t("messages.openLink")}
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}
