import { EllipsisOutlined } from "@ant-design/icons";
import { Dropdown, type MenuProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlacedProps } from "#app/layout/placed";
import { CURRENT_QUICK_ENTRIES_PATH, TENANT_ENTRANCE_TREE_PATH } from "#app/platform-api/workbench";
import type { Entry } from "#app/types/generated/entry";
import { HEADER_SHRINK } from "./header-shrink";
import { usePlan } from "#app/shell/stores";
import { entriesInLocale, entryImages, entryTarget, readEntries } from "./items/entries";
import { EntryItem } from "./items/EntryItem";
import { IconButton } from "./items/IconButton";
import { readyOr, useLazyData } from "./items/use-lazy-data";
import { OVERFLOWED_STYLE, useOverflowRow } from "./use-overflow-row";
import { usePopupMenuFocus } from "./use-popup-menu-focus";

const GAP = 2;
type MenuItem = NonNullable<MenuProps["items"]>[number];

/** Entries of several sources in order, each code once. */
function merge(...lists: Entry[][]): Entry[] {
  const seen = new Set<string>();
  return lists.flat().filter((entry) => (seen.has(entry.code) ? false : (seen.add(entry.code), true)));
}

/** An entry under "more": a link, its children as a sub menu, or its image (an app download code) as one. */
function entryMenuItem(entry: Entry, key: string): MenuItem | null {
  const children = (entry.children ?? []).map((child, index) => entryMenuItem(child, `${key}/${index}`)).filter((item): item is MenuItem => item !== null);
  if (children.length > 0) return { key, label: entry.name, children };
  const image = entryImages(entry).icon;
  if (entry.popover && image) return { key, label: entry.name, children: [{ key: `${key}/image`, label: <img src={image} alt={entry.name} width={160} height={160} style={{ display: "block", objectFit: "contain" }} /> }] };
  const target = entryTarget(entry);
  if (!target) return null;
  return {
    key,
    label: (
      <a href={target.href} {...(target.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {entry.name}
      </a>
    ),
  };
}

/**
 * SPEC §2 header: the quick and extend entries (SPEC §3: ICON or IMAGE thumbnails, text
 * colours, popovers, children). The header's quick entries and the tenant's extend entries
 * come from the platform after hydration (SPEC §7); the scene's headerExtendEntrys (plan
 * props) show at once. Nothing shows while the platform's load. When the header is too narrow
 * even with the main menu folded, the last entries go under a "more" item.
 */
export function ExtendEntries({ item }: Partial<PlacedProps>) {
  const { t } = useTranslation();
  const quick = readyOr(useLazyData(CURRENT_QUICK_ENTRIES_PATH, readEntries), []);
  const extend = readyOr(useLazyData(TENANT_ENTRANCE_TREE_PATH, readEntries), []);
  const { locale } = usePlan();
  const entries = entriesInLocale(merge(quick, readEntries(item?.props["entries"]), extend), locale);
  const row = useOverflowRow(entries.length, GAP, entries.map((entry) => `${entry.code}:${entry.name}`).join("\u0000"));
  const [open, setOpen] = useState(false);
  const hidden = entries.slice(row.visible);
  const moreOpen = open && hidden.length > 0;
  const popupRender = usePopupMenuFocus(moreOpen);
  if (entries.length === 0) return null;
  const moreLabel = t("header.moreEntries");
  return (
    <div
      ref={row.rootRef}
      role="group"
      aria-label={t("header.entries")}
      style={{
        display: "flex",
        height: "100%",
        overflow: "hidden",
        flex: row.natural === null ? `0 ${HEADER_SHRINK.entries} auto` : `0 ${HEADER_SHRINK.entries} ${row.natural}px`,
        minWidth: row.min ?? 0,
      }}
    >
      <div ref={row.listRef} style={{ display: "flex", alignItems: "center", height: "100%", gap: GAP, flex: "1 1 0", minWidth: 0, position: "relative" }}>
        {entries.map((entry, index) => {
          const overflowed = index >= row.visible;
          return (
            <div key={entry.code} data-overflow-item="" aria-hidden={overflowed || undefined} style={overflowed ? OVERFLOWED_STYLE : { display: "flex", alignItems: "center", height: "100%", flexShrink: 0 }}>
              <EntryItem entry={entry} />
            </div>
          );
        })}
        <div data-overflow-more="" aria-hidden={hidden.length === 0 || undefined} style={hidden.length === 0 ? OVERFLOWED_STYLE : { display: "flex", alignItems: "center", height: "100%", flexShrink: 0 }}>
          <Dropdown
            trigger={["click"]}
            open={moreOpen}
            onOpenChange={setOpen}
            popupRender={popupRender}
            menu={{ "aria-label": moreLabel, items: hidden.map((entry) => entryMenuItem(entry, entry.code)).filter((menuItem): menuItem is MenuItem => menuItem !== null) }}
          >
            <IconButton label={moreLabel} icon={<EllipsisOutlined />} aria-haspopup="menu" aria-expanded={moreOpen} tabIndex={hidden.length === 0 ? -1 : undefined} />
          </Dropdown>
        </div>
      </div>
    </div>
  );
}
