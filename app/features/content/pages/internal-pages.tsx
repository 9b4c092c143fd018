import { useInRouterContext, useRevalidator } from "@remix-run/react";
import type { ComponentType } from "react";
import { HomePage } from "#app/features/home/HomePage";
import { loadAreaStrings } from "#app/kit/i18n/locale-bundle";
import { MESSAGE_LIST_PIECE } from "#app/features/messages/message-target";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import { HOME_MENU_ID, MEMBER_MENU_CODES, WORKBENCH_MENU_ID } from "#app/kit/constants";
import { MESSAGE_PAGE_CODES } from "#app/features/messages/messages.rules";
import type { MenuNode } from "#app/types/generated/menu-node";

export type InternalPageProps = { menu: MenuNode | null };

// The workbench, the personal-centre and the message pages load their code when first shown.
const WorkbenchPage = lazyPiece("features/workbench/WorkbenchPage", () => import("#app/features/workbench/WorkbenchPage").then((m) => m.WorkbenchPage));
// The personal-centre pages bring their strings (the personal area) with them.
const withPersonalStrings = <T,>(page: Promise<T>) => Promise.all([page, loadAreaStrings("personal")]).then(([module]) => module);
const MemberInfoPage = lazyPiece("features/personal/MemberInfoPage", () => withPersonalStrings(import("#app/features/personal/MemberInfoPage")).then((m) => m.MemberInfoPage));
const MemberPasswordPage = lazyPiece("features/personal/MemberPasswordPage", () => withPersonalStrings(import("#app/features/personal/MemberPasswordPage")).then((m) => m.MemberPasswordPage));
const SecurityLogPage = lazyPiece("features/personal/SecurityLogPage", () => withPersonalStrings(import("#app/features/personal/SecurityLogPage")).then((m) => m.SecurityLogPage));
const MessageListPage = lazyPiece(MESSAGE_LIST_PIECE, () => import("#app/features/messages/MessageListPage").then((m) => m.MessageListPage));
const MessageDetailPage = lazyPiece("features/messages/MessageDetailPage", () => import("#app/features/messages/MessageDetailPage").then((m) => m.MessageDetailPage));

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
