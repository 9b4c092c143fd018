import { QuestionCircleOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { PlacedProps } from "#app/layout/placed";
import { IconButton } from "./items/IconButton";
import { HelpMenu, useHelpItems, useHelpProduct } from "./items/HelpMenu";

/**
 * SPEC §2 header: the help centre of the current product. The icon shows only when the
 * product has help items (SPEC §7); nothing shows while they load.
 */
export function HelpCenter({ item }: Partial<PlacedProps>) {
  const { t } = useTranslation();
  const items = useHelpItems(useHelpProduct());
  if (items.length === 0) return null;
  return (
    <HelpMenu items={items} i18nEnv={item?.props["i18nEnv"] === true}>
      <IconButton label={t("header.helpCenter")} icon={<QuestionCircleOutlined />} />
    </HelpMenu>
  );
}
