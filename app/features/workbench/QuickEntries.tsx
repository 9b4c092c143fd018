import { AppstoreOutlined, ExportOutlined } from "@ant-design/icons";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { entriesInLocale } from "#app/features/header/items/entries";
import { DEFAULT_THEME_COLOR } from "#app/kit/schemas/defaults";
import { usePlan } from "#app/shell/stores";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import type { Entry } from "#app/types/generated/entry";
import type { MenuNode } from "#app/types/generated/menu-node";
import { Section } from "./Section";
import { useSeededLoad } from "./workbench-seed";
import { platformWorkbenchApi, type WorkbenchApi } from "../../platform-api/workbench";

/** The extend code on the workbench menu that names its quick-entry group (SPEC §7 quick-Entrances/{id}/list). */
export const QUICK_ENTRY_GROUP_EXTEND = "quickEntranceGroupId";

/** The quick-entry group of the workbench menu, or null for the tenant's current quick entries. */
export function quickEntryGroupOf(menu: Pick<MenuNode, "menuExtends"> | null | undefined): string | null {
  const value = menu?.menuExtends?.find((extend) => extend.extendCode === QUICK_ENTRY_GROUP_EXTEND)?.value;
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function Thumbnail({ entry }: { entry: Entry }) {
  const image = entry.thumbnailType === "IMAGE" ? safeHttpUrl(entry.images?.find((i) => i.imageType === "ICON")?.iconUrl ?? entry.images?.[0]?.iconUrl) : null;
  if (image) return <img src={image} alt="" width={32} height={32} style={{ objectFit: "contain" }} />;
  return <AppstoreOutlined aria-hidden style={{ fontSize: 28, color: `var(--ant-color-primary, ${DEFAULT_THEME_COLOR})` }} />;
}

/** One entry tile: a link (new window for openType 1), or plain text when its URL is not safe. */
function EntryTile({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const href = safeHttpUrl(entry.url);
  const content = (
    <>
      <Thumbnail entry={entry} />
      <span>{entry.name}</span>
    </>
  );
  const style = { display: "flex", flexDirection: "column", alignItems: "center", gap: 6, width: 96, textAlign: "center" } as const;
  if (!href) return <span style={{ ...style, color: "rgba(0,0,0,0.6)" }}>{content}</span>;
  const newWindow = entry.openType === 1;
  return (
    <a href={href} style={style} {...(newWindow ? { target: "_blank", rel: "noopener noreferrer", "aria-label": t("workbench.entries.newWindow", { name: entry.name }) } : {})}>
      {content}
      {newWindow ? <ExportOutlined aria-hidden style={{ fontSize: 10 }} /> : null}
    </a>
  );
}

function EntryTiles({ entries }: { entries: readonly Entry[] }) {
  return (
    <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: 16 }}>
      {entries.map((entry) => (
        <li key={entry.id ?? entry.code}>
          <EntryTile entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §3 quick entries on the workbench (§7 quick-Entrances/{id}/list): tiles that open
 * their URL; an entry with children shows them as a group under its name.
 */
export function QuickEntries({ groupId, api = platformWorkbenchApi }: { groupId: string | null; api?: WorkbenchApi }) {
  const { t } = useTranslation();
  const { locale } = usePlan();
  const state = useSeededLoad(
    `quick-entries:${groupId ?? ""}`,
    () => api.quickEntries(groupId),
    (seed) => (seed.quickEntries?.groupId === groupId ? seed.quickEntries.entries : undefined),
  );
  return (
    <Section title={t("workbench.entries.title")} state={state} emptyText={t("workbench.entries.empty")} isEmpty={(entries) => entries.length === 0}>
      {(read) => {
        // SPEC §3 nameAllLang: the entries named in the language shown.
        const entries = entriesInLocale(read, locale);
        const single = entries.filter((entry) => !entry.children?.length);
        const groups = entries.filter((entry) => entry.children?.length);
        return (
          <>
            <EntryTiles entries={single} />
            {groups.map((group) => (
              <div key={group.id ?? group.code} role="group" aria-label={group.name} style={{ marginTop: 12 }}>
                <Typography.Text type="secondary">{group.name}</Typography.Text>
                <EntryTiles entries={group.children ?? []} />
              </div>
            ))}
          </>
        );
      }}
    </Section>
  );
}
