import { Descriptions, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ContentPublishModal } from "../ContentPublishModal";
import type { EntryDraftItem } from "#app/platform-api/content-versions";
import type { EntryKind, EntryRecord } from "#app/platform-api/entries-admin";
import { tagColour } from "#app/kit/styles/tag-colour";
import { changeCount, listChanges } from "./entry-draft.rules";

export interface EntriesPublishConfirmProps<K extends EntryKind> {
  open: boolean;
  /** The list's name ("快捷入口"). */
  listLabel: string;
  live: readonly EntryRecord<K>[];
  draft: readonly EntryDraftItem<K>[];
  publishing: boolean;
  onPublish: () => void;
  onCancel: () => void;
}

/** An entry's name in the console's language, else its Chinese one. */
export function entryName(entry: { nameAllLang?: unknown; name?: string }, locale: string): string {
  const names = (entry.nameAllLang ?? {}) as Record<string, string>;
  return names[locale] || names["zh-CN"] || entry.name || "";
}

/**
 * What Publish makes live, asked before anything is sent (ADR 057, as ADR 054 for the tenant
 * config): the entries added and removed, each changed entry's fields with the live value and
 * the draft's, and whether the order changed.
 */
export function EntriesPublishConfirm<K extends EntryKind>({ open, listLabel, live, draft, publishing, onPublish, onCancel }: EntriesPublishConfirmProps<K>) {
  const { t, i18n } = useTranslation();
  const c = (key: string, params?: Record<string, unknown>) => t(`adminConsole.contentVersions.${key}`, params);
  const changes = listChanges(live, draft);
  const fieldLabel = (field: string) => (field === "nameAllLang" ? c("fields.nameAllLang") : t(`adminConsole.entries.fields.${field}`, { defaultValue: field }));
  const shown = (field: string, value: unknown) => {
    if (value === undefined || value === null || value === "") return c("empty");
    if (field === "nameAllLang" && typeof value === "object") return Object.values(value as Record<string, string>).filter(Boolean).join(" / ");
    return typeof value === "string" ? value : JSON.stringify(value);
  };
  const count = changeCount(changes);
  return (
    <ContentPublishModal open={open} publishing={publishing} canPublish={count > 0} onCancel={onCancel} onPublish={onPublish}>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Paragraph style={{ margin: 0 }}>{count === 0 ? c("nothingToPublish") : c("confirmIntro", { list: listLabel })}</Typography.Paragraph>
        {count > 0 && (
          <Descriptions column={1} bordered size="small">
            {changes.added.map((item, index) => (
              <Descriptions.Item key={`added-${index}`} label={<Tag {...tagColour("green")}>{c("tags.added")}</Tag>}>
                {entryName(item, i18n.language)}
              </Descriptions.Item>
            ))}
            {changes.removed.map((record) => (
              <Descriptions.Item key={`removed-${record.id}`} label={<Tag {...tagColour("orange")}>{c("tags.removed")}</Tag>}>
                {entryName(record, i18n.language)}
              </Descriptions.Item>
            ))}
            {changes.changed.map(({ record, item, fields }) => (
              <Descriptions.Item key={`changed-${record.id}`} label={<Tag color="blue">{c("tags.changed")}</Tag>}>
                <Typography.Text strong>{entryName(record, i18n.language)}</Typography.Text>
                {fields.map((field) => (
                  <div key={field}>
                    <Typography.Text>{fieldLabel(field)}: </Typography.Text>
                    <Typography.Text code>{shown(field, (record as unknown as Record<string, unknown>)[field])}</Typography.Text>
                    {" → "}
                    <Typography.Text code>{shown(field, (item as unknown as Record<string, unknown>)[field])}</Typography.Text>
                  </div>
                ))}
              </Descriptions.Item>
            ))}
            {changes.reordered && <Descriptions.Item label={<Tag color="blue">{c("tags.order")}</Tag>}>{c("orderChanged")}</Descriptions.Item>}
          </Descriptions>
        )}
      </Space>
    </ContentPublishModal>
  );
}
