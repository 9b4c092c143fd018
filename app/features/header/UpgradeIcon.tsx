import { RocketOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { HeaderLink } from "./items/IconButton";

/** The default upgrade page (SPEC §2 /portal/upgrade-intro/). */
export const UPGRADE_INTRO_HREF = "/portal/upgrade-intro/";

/** SPEC §2 header: the upgrade icon, leading to what changed (scene portalTipShow). */
export function UpgradeIcon() {
  const { t } = useTranslation();
  return <HeaderLink href={UPGRADE_INTRO_HREF} label={t("header.upgrade")} icon={<RocketOutlined />} />;
}
