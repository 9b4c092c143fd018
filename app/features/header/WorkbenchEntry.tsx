import { DesktopOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { usePlan } from "#app/shell/stores";
import { WORKBENCH_MENU_ID } from "#app/kit/constants";
import { HeaderLink } from "./items/IconButton";
import { menuIdOf, portalMenuHref } from "./items/portal-path";

/** SPEC §2 header: the workbench entry (internal menu 5, /portal/5/), shown with the scene's workbenchShow. */
export function WorkbenchEntry() {
  const { currentPath } = usePlan();
  const { t } = useTranslation();
  return <HeaderLink href={portalMenuHref(WORKBENCH_MENU_ID, currentPath)} label={t("header.workbench")} icon={<DesktopOutlined />} current={menuIdOf(currentPath) === WORKBENCH_MENU_ID} />;
}
