import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useOrg, usePlan, useMenus } from "#app/shell/stores";
import type { Message } from "#app/types/generated/message";
import { useGoTo } from "./message-navigation";
import { messageTarget } from "./message-target";

/**
 * SPEC §4 Messages "jump" for the message pages: goes where the message leads (inside the
 * portal, MessageNavigation), warns 'noMenuPermission' when its menu cannot be opened here, and otherwise calls
 * `show` with the message (it leads nowhere and the portal has no details page).
 */
export function useMessageJump(show: (message: Message) => void): (message: Message) => Promise<void> {
  const menus = useMenus();
  const { currentPath } = usePlan();
  const { org } = useOrg();
  const { message: toast } = App.useApp();
  const { t } = useTranslation();
  const go = useGoTo();
  return async (message) => {
    const target = await messageTarget(message, { menus, currentPath, orgId: org?.id ?? null });
    if (target.kind === "href") go(target.href);
    else if (target.kind === "forbidden") void toast.warning(t("messages.noMenuPermission"));
    else show(message);
  };
}
