import { HomeOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { usePlan } from "#app/shell/stores";
import { HOME_MENU_ID } from "#app/kit/constants";
import { HeaderLink } from "./items/IconButton";
import { menuIdOf, portalMenuHref } from "./items/portal-path";

/** SPEC §2 header: the home entry (internal menu 1, /portal/1/, the default entry). */
export function HomeEntry() {
  const { currentPath } = usePlan();
  const { t } = useTranslation();
  return <HeaderLink href={portalMenuHref(HOME_MENU_ID, currentPath)} label={t("header.home")} icon={<HomeOutlined />} current={menuIdOf(currentPath) === HOME_MENU_ID} />;
}
