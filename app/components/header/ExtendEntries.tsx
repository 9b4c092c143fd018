import { useTranslation } from "react-i18next";
import type { PlacedProps } from "#app/components/types";
import type { Entry } from "#app/types/generated/entry";
import { readEntries } from "./items/entries";
import { EntryItem } from "./items/EntryItem";
import { readyOr, useLazyData } from "./items/use-lazy-data";

/** Entries of several sources in order, each code once. */
function merge(...lists: Entry[][]): Entry[] {
  const seen = new Set<string>();
  return lists.flat().filter((entry) => (seen.has(entry.code) ? false : (seen.add(entry.code), true)));
}

/**
 * SPEC §2 header: the quick and extend entries (SPEC §3: ICON or IMAGE thumbnails, text
 * colours, popovers, children). The header's quick entries and the tenant's extend entries
 * come from the platform after hydration (SPEC §7); the scene's headerExtendEntrys (plan
 * props) show at once. Nothing shows while the platform's load.
 */
export function ExtendEntries({ item }: Partial<PlacedProps>) {
  const { t } = useTranslation();
  const quick = readyOr(useLazyData("workbench/v4/portal-menus/quick-Entrances/current", readEntries), []);
  const extend = readyOr(useLazyData("workbench/v4/portal-menus/tenant-auth-entrance-tree", readEntries), []);
  const entries = merge(quick, readEntries(item?.props["entries"]), extend);
  if (entries.length === 0) return null;
  return (
    <div role="group" aria-label={t("header.entries")} style={{ display: "flex", alignItems: "center", height: "100%", gap: 2 }}>
      {entries.map((entry) => (
        <EntryItem key={entry.code} entry={entry} />
      ))}
    </div>
  );
}
