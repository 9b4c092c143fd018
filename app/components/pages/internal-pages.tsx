import { useInRouterContext, useRevalidator } from "@remix-run/react";
import type { ComponentType } from "react";
import { HomePage } from "#app/components/home/HomePage";
import { MemberInfoPage } from "#app/components/personal/MemberInfoPage";
import { MemberPasswordPage } from "#app/components/personal/MemberPasswordPage";
import { SecurityLogPage } from "#app/components/personal/SecurityLogPage";
import { WorkbenchPage } from "#app/components/workbench/WorkbenchPage";
import { HOME_MENU_ID, MEMBER_MENU_CODES, WORKBENCH_MENU_ID } from "#app/rules/constants";
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

/**
 * The pages the shell draws itself (SPEC §2), by internal menu id (1 home, 5 workbench) and
 * by the personal-centre menu codes (key 10000: member info, member password, security log).
 * The content viewport renders the entry of the open menu with that menu.
 */
export const INTERNAL_PAGES: Record<string, ComponentType<InternalPageProps>> = {
  [HOME_MENU_ID]: Home,
  [WORKBENCH_MENU_ID]: WorkbenchPage,
  [MEMBER_MENU_CODES.info]: MemberInfo,
  [MEMBER_MENU_CODES.password]: MemberPasswordPage,
  [MEMBER_MENU_CODES.securityLog]: SecurityLogPage,
};
