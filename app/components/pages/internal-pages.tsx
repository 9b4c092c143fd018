import { useInRouterContext, useRevalidator } from "@remix-run/react";
import type { ComponentType } from "react";
import { HomePage } from "#app/components/home/HomePage";
import { MessageDetailPage } from "#app/components/messages/MessageDetailPage";
import { MessageListPage } from "#app/components/messages/MessageListPage";
import { MemberInfoPage } from "#app/components/personal/MemberInfoPage";
import { MemberPasswordPage } from "#app/components/personal/MemberPasswordPage";
import { SecurityLogPage } from "#app/components/personal/SecurityLogPage";
import { WorkbenchPage } from "#app/components/workbench/WorkbenchPage";
import { HOME_MENU_ID, MEMBER_MENU_CODES, WORKBENCH_MENU_ID } from "#app/rules/constants";
import { MESSAGE_PAGE_CODES } from "#app/rules/messages";
import type { MenuNode } from "#app/types/generated/menu-node";

export type InternalPageProps = { menu: MenuNode | null };

/** After a member-info change the loaders run again, so the header shows the new nickname. */
function RevalidatingMemberInfo({ menu }: InternalPageProps) {
  const revalidator = useRevalidator();
  return <MemberInfoPage menu={menu} onSaved={() => revalidator.revalidate()} />;
}

function Home() {
  return <HomePage />;
}

function MemberInfo({ menu }: InternalPageProps) {
  return useInRouterContext() ? <RevalidatingMemberInfo menu={menu} /> : <MemberInfoPage menu={menu} />;
}

const AllMessages = ({ menu }: InternalPageProps) => <MessageListPage kind="all" menu={menu} />;
const UnreadMessages = ({ menu }: InternalPageProps) => <MessageListPage kind="unread" menu={menu} />;
const ReadMessages = ({ menu }: InternalPageProps) => <MessageListPage kind="read" menu={menu} />;

/**
 * The pages the shell draws itself (SPEC §2), by internal menu id (1 home, 5 workbench), by
 * the personal-centre menu codes (key 10000: member info, member password, security log) and
 * by the message-centre menu codes (station-message-all, -unread, -read and the details page).
 * The content viewport renders the entry of the open menu with that menu.
 */
export const INTERNAL_PAGES: Record<string, ComponentType<InternalPageProps>> = {
  [HOME_MENU_ID]: Home,
  [WORKBENCH_MENU_ID]: WorkbenchPage,
  [MEMBER_MENU_CODES.info]: MemberInfo,
  [MEMBER_MENU_CODES.password]: MemberPasswordPage,
  [MEMBER_MENU_CODES.securityLog]: SecurityLogPage,
  [MESSAGE_PAGE_CODES.all]: AllMessages,
  [MESSAGE_PAGE_CODES.unread]: UnreadMessages,
  [MESSAGE_PAGE_CODES.read]: ReadMessages,
  [MESSAGE_PAGE_CODES.details]: MessageDetailPage,
};
