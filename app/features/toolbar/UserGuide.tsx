import { ReadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { HelpMenu, useHelpItems, useHelpProduct } from "#app/features/header/items/HelpMenu";
import type { PlacedProps } from "#app/layout/placed";
import { IconButton } from "#app/features/header/items/IconButton";

/**
 * The user guide of the side toolbar (query userGuide=true, SPEC §2): the help items of the
 * current product, like the help centre. Nothing shows when the product has none.
 */
export function UserGuide({ item }: Partial<PlacedProps>) {
  const { t } = useTranslation();
  const items = useHelpItems(useHelpProduct());
  if (items.length === 0) return null;
  return (
    <HelpMenu items={items} i18nEnv={item?.props["i18nEnv"] === true}>
      <IconButton variant="toolbar" label={t("header.toolbar.userGuide")} icon={<ReadOutlined />} />
    </HelpMenu>
  );
}
