import { DownOutlined, EllipsisOutlined } from "@ant-design/icons";
import { Dropdown, type MenuProps } from "antd";
import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
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
import { fitMenuItems } from "./fit-menu-items";
import { ENTRIES_CSS, StyleRules } from "./header-css";
import { useCloseOnBlockingDialog } from "#app/kit/react/blocking-dialog";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";
import { usePopupMenuFocus } from "./use-popup-menu-focus";
import { useInPhoneDrawer } from "./HeaderPhoneMore";

const GAP = 2;

/** An entry under "more": still laid out (so it can be measured again), but neither seen, reached nor read. */
const OVERFLOWED_STYLE: CSSProperties = { position: "absolute", top: 0, left: 0, visibility: "hidden", pointerEvents: "none" };
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

/** An entry drawn as its icon only: the thumbnail and the item's padding. */
const ICON_ENTRY_WIDTH = 30;

interface EntriesFit {
  /** How many leading entries show. */
  visible: number;
  /** Whether they show as icons only (their names in their tooltips and accessible names). */
  icons: boolean;
  /** The width the entries ask for: every one with its name. */
  natural: number;
  /** The narrowest: the "more" item alone. */
  min: number;
}

const sameFit = (a: EntriesFit | null, b: EntriesFit) => a !== null && a.visible === b.visible && a.icons === b.icons && Math.abs(a.natural - b.natural) < 0.5 && Math.abs(a.min - b.min) < 0.5;

/**
 * Which entries show, and how (fitMenuItems for one way): all of them with their names when the
 * room holds them; else all of them as icons; else the leading icons that fit beside "more".
 * `namedWidths` are the entries' widths with their names (measured while they showed them).
 */
export function fitEntries(namedWidths: readonly number[], room: number, moreWidth: number, gap: number): EntriesFit {
  const named = fitMenuItems({ itemWidths: namedWidths, available: room, moreWidth, gap });
  if (named.natural === 0 || named.visible === namedWidths.length) return { visible: named.visible, icons: false, natural: named.natural, min: named.min };
  const icons = fitMenuItems({ itemWidths: namedWidths.map(() => ICON_ENTRY_WIDTH), available: room, moreWidth, gap });
  return { visible: icons.visible, icons: true, natural: named.natural, min: Math.min(named.min, icons.min) };
}

/**
 * Measures the entries and fits them (fitEntries), again whenever the room or an entry changes.
 * The names' widths are measured while the names show and kept for the icons-only state, so
 * that a wider header brings the names back.
 */
function useEntriesFit(count: number, signature: string) {
  const root = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLElement | null>(null);
  const named = useRef<{ signature: string; widths: number[] } | null>(null);
  const [fit, setFit] = useState<EntriesFit | null>(null);
  const [noLayout, setNoLayout] = useState(false);
  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const children = [...element.children] as HTMLElement[];
    const items = children.filter((child) => child.hasAttribute("data-overflow-item"));
    const more = children.find((child) => child.hasAttribute("data-overflow-more"));
    if (!element.hasAttribute("data-entries-icons") || named.current?.signature !== signature) {
      named.current = { signature, widths: items.map((item) => item.getBoundingClientRect().width) };
    }
    const around = root.current && root.current !== element ? Math.max(0, root.current.getBoundingClientRect().width - element.getBoundingClientRect().width) : 0;
    const next = fitEntries(named.current.widths, element.clientWidth, more?.getBoundingClientRect().width ?? 0, GAP);
    // Nothing measured in a browser that lays nothing out (jsdom): every entry with its name, the widths the style sheet's.
    if (next.natural === 0) {
      setNoLayout(true);
      return;
    }
    const withAround = { ...next, natural: next.natural + around, min: next.min + around };
    setFit((previous) => (sameFit(previous, withAround) ? previous : withAround));
  }, [signature]);
  useBrowserLayoutEffect(() => {
    measure();
  }, [measure, count]);
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, count, fit?.icons]);
  // Until measured (the server's first paint, hydration) every entry is under "more": the entries then take only room nothing else needs.
  return { root, list, visible: fit ? Math.min(fit.visible, count) : noLayout ? count : 0, icons: fit?.icons ?? false, natural: fit?.natural ?? null, min: fit?.min ?? null };
}

/**
 * SPEC §2 header: the quick and extend entries (SPEC §3: ICON or IMAGE thumbnails, text
 * colours, popovers, children). The header's quick entries and the tenant's extend entries
 * come from the platform after hydration (SPEC §7); the scene's headerExtendEntrys (plan
 * props) show at once. Nothing shows while the platform's load. They take the room the
 * header's other items leave (HEADER_SHRINK: they give way first): with their names when it
 * holds them, else as icons (named by their tooltips), else the last ones go under "more".
 */
export function ExtendEntries({ item }: Partial<PlacedProps>) {
  const { t } = useTranslation();
  const quick = readyOr(useLazyData(CURRENT_QUICK_ENTRIES_PATH, readEntries), []);
  const extend = readyOr(useLazyData(TENANT_ENTRANCE_TREE_PATH, readEntries), []);
  const { locale } = usePlan();
  const entries = entriesInLocale(merge(quick, readEntries(item?.props["entries"]), extend), locale);
  const row = useEntriesFit(entries.length, entries.map((entry) => `${entry.code}:${entry.name}`).join("\u0000"));
  const [open, setOpen] = useState(false);
  const hidden = entries.slice(row.visible);
  const moreOpen = open && hidden.length > 0;
  // A blocking dialog coming up closes the "more" menu (it would lie over the dialog's text).
  useCloseOnBlockingDialog(moreOpen, () => setOpen(false));
  const popupRender = usePopupMenuFocus(moreOpen);
  const inDrawer = useInPhoneDrawer();
  if (entries.length === 0) return null;
  // In the phone's drawer, one under another, each with its icon and name: no row to fit, nothing under "more".
  if (inDrawer)
    return (
      <div role="group" aria-label={t("header.entries")} data-entries-list="" style={{ display: "flex", flexDirection: "column", alignItems: "stretch", gap: 4, width: "100%" }}>
        <StyleRules css={ENTRIES_CSS} />
        {entries.map((entry) => (
          <div key={entry.code} style={{ display: "flex", alignItems: "center", minHeight: 40 }}>
            <EntryItem entry={entry} />
          </div>
        ))}
      </div>
    );
  const moreLabel = t("header.moreEntries");
  return (
    <div
      ref={(element) => {
        row.root.current = element;
      }}
      role="group"
      aria-label={t("header.entries")}
      style={{
        display: "flex",
        height: "100%",
        overflow: "hidden",
        flex: row.natural === null ? `0 ${HEADER_SHRINK.entries} auto` : `0 ${HEADER_SHRINK.entries} ${row.natural}px`,
        minWidth: row.min ?? "max-content",
      }}
    >
      <div
        ref={(element) => {
          row.list.current = element;
        }}
        data-entries-icons={row.icons || undefined}
        style={{ display: "flex", alignItems: "center", height: "100%", gap: GAP, flex: "1 1 0", minWidth: 0, position: "relative" }}
      >
        <StyleRules css={ENTRIES_CSS} />
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
            {/* With every entry under it, it reads as what it holds (快捷入口 / Shortcuts / Genvägar), not as an unnamed "…". */}
            <IconButton
              label={hidden.length === entries.length ? t("header.entries") : moreLabel}
              icon={hidden.length === entries.length ? <DownOutlined style={{ fontSize: 10 }} /> : <EllipsisOutlined />}
              text={hidden.length === entries.length ? t("header.entries") : undefined}
              aria-haspopup="menu"
              aria-expanded={moreOpen}
              tabIndex={hidden.length === 0 ? -1 : undefined}
              style={hidden.length === entries.length ? { flexDirection: "row-reverse", gap: 4 } : undefined}
            />
          </Dropdown>
        </div>
      </div>
    </div>
  );
}
