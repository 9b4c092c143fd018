import { QuestionCircleOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { PlacedProps } from "#app/layout/placed";
import { helpUrlsPath } from "#app/platform-api/product";
import { HeaderItemRoom, IconButton } from "./items/IconButton";
import { readHelpItems } from "./items/help";
import { HelpMenu, useHelpProduct } from "./items/HelpMenu";
import { readyOr, useLazyData } from "./items/use-lazy-data";

/**
 * SPEC §2 header: the help centre of the current product. The icon shows only when the
 * product has help items (SPEC §7); while they load, its room is kept.
 */
export function HelpCenter({ item }: Partial<PlacedProps>) {
  const { t } = useTranslation();
  const product = useHelpProduct();
  const state = useLazyData(product ? helpUrlsPath(product) : null, readHelpItems);
  if (product === null) return null;
  // Its room is kept while the items load (HeaderItemRoom).
  if (state.status === "loading") return <HeaderItemRoom />;
  const items = readyOr(state, []);
  if (items.length === 0) return null;
  return (
    <HelpMenu items={items} i18nEnv={item?.props["i18nEnv"] === true}>
      <IconButton label={t("header.helpCenter")} icon={<QuestionCircleOutlined />} />
    </HelpMenu>
  );
}
