import { SearchOutlined } from "@ant-design/icons";
import { AutoComplete, Input } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenMenu } from "#app/components/sidebar/open-menu";
import type { PortalMenus } from "#app/menus/portal-menus";
import { useFullMenus } from "#app/menus/use-full-menus";
import { usePortal } from "#app/portal/portal-context";
import { MENU_LEVEL_APP } from "#app/rules/constants";
import { buildMenuSearchIndex, searchMenus } from "#app/rules/menu-search";
import { indexMenus, menuName, menuPath } from "#app/rules/menu-tree";

/**
 * The menu search of the header (SPEC §2 "Search autocomplete over all leaf menus", §5 Search):
 * case-insensitive substring over the localised names of every leaf, each menu once, at most
 * 50 with the 'filterResultLimitTips' tip, the no-data text when nothing matches. Arrow keys
 * move through the results, Enter opens one (SPEC §4 Menu select). A page carrying a slim
 * tree searches the whole one as soon as it has been fetched.
 */
export function SearchBox() {
  const { menus } = usePortal();
  return menus ? <MenuSearch menus={menus} /> : null;
}

function MenuSearch({ menus }: { menus: PortalMenus }) {
  const { org, locale, plan } = usePortal();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const full = useFullMenus(menus, org?.fullId);
  const { openMenu } = useOpenMenu(full.tree);
  const all = useMemo(() => indexMenus([...full.tree, ...(menus?.portalMenus ?? [])]), [full.tree, menus?.portalMenus]);
  const searchIndex = useMemo(() => buildMenuSearchIndex(all, locale), [all, locale]);
  const result = useMemo(() => searchMenus(searchIndex, keyword), [searchIndex, keyword]);
  const options = result.items.map(({ menu, name }) => {
    // Where the menu lives: its app and the menus above it (the category is left out).
    const trail = menuPath(all, menu.id)
      .filter((node) => node.level >= MENU_LEVEL_APP && node.id !== menu.id)
      .map((node) => menuName(node, locale))
      .join(" / ");
    return {
      value: menu.id,
      label: (
        <span style={{ display: "flex", flexDirection: "column", lineHeight: 1.3, padding: "2px 0" }}>
          <span>{name}</span>
          {trail && <span style={{ fontSize: 12, opacity: 0.6 }}>{trail}</span>}
        </span>
      ),
    };
  });

  return (
    <AutoComplete
      value={keyword}
      options={options}
      onChange={(value: string) => setKeyword(typeof value === "string" ? value : "")}
      onSelect={(id: string) => {
        setKeyword("");
        void openMenu(id);
      }}
      notFoundContent={result.noData ? <span role="status">{t("search.noData")}</span> : null}
      virtual={false}
      popupMatchSelectWidth={360}
      popupRender={(list) => (
        <>
          {list}
          {result.limited && (
            <div role="status" style={{ padding: "6px 12px", fontSize: 12, opacity: 0.7, borderTop: "1px solid rgba(0, 0, 0, 0.06)" }}>
              {t(`search.${result.tip ?? "filterResultLimitTips"}`, { limit: result.items.length, total: result.total })}
            </div>
          )}
        </>
      )}
      style={{ width: plan.portalType === "Simple" ? 320 : 220, flexShrink: 0 }}
    >
      <Input aria-label={t("search.label")} placeholder={t("search.placeholder")} prefix={<SearchOutlined aria-hidden />} allowClear />
    </AutoComplete>
  );
}
