import { Alert, Button, Space, Typography } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { EntryKind, EntryRecord } from "#app/platform-api/entries-admin";
import { ENTRY_KINDS } from "#app/platform-api/entries-admin";
import { CONFIG_KINDS, type ConfigKind } from "#app/platform-api/tenant-config";
import type { TransferCheck } from "#app/platform-api/tenant-transfer";
import { ConfigDiff } from "../ConfigDiff";
import { changedPointers } from "../config-diff.rules";
import { formatTime } from "../format-time";
import { entryNames, sameEntries } from "./entry-lists.rules";

export interface ImportPreviewProps {
  check: TransferCheck;
  /** The published value of each kind, and each entry list, as they are now. */
  live: Record<ConfigKind, unknown>;
  liveEntries: Record<EntryKind, EntryRecord[]>;
  importing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function KindDiff({ kind, live, file }: { kind: ConfigKind; live: unknown; file: unknown }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={3} id={id} style={{ fontSize: 16 }}>
        {t(`adminConsole.kinds.${kind}`)}
      </Typography.Title>
      <ConfigDiff schema={kind} pointers={changedPointers(live, file)} before={live} after={file} beforeLabel={t("adminConsole.transfer.import.live")} afterLabel={t("adminConsole.transfer.import.file")} />
    </section>
  );
}

/**
 * What an import would do (ADR 059), before it does anything: the file's source, what is changed
 * to fit this tenant, each config kind against its live value (ConfigDiff, as Publish shows it),
 * and each entry list's count before and after, with the entries that stay.
 */
export function ImportPreview({ check, live, liveEntries, importing, onConfirm, onCancel }: ImportPreviewProps) {
  const { t, i18n } = useTranslation();
  const entriesId = useId();
  const { document, notes, kept } = check;
  const listLabel = (list: EntryKind) => t(`adminConsole.entries.tabs.${list}`);
  const keptLists = ENTRY_KINDS.filter((list) => (kept[list] ?? []).length > 0);
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Alert type="info" showIcon message={t("adminConsole.transfer.import.source", { tenant: document.source.tenantName, id: document.source.tenantId, time: formatTime(document.exportedAt, i18n.language) })} />
      {notes.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t("adminConsole.transfer.import.notesTitle")}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {notes.map((note) => (
                <li key={note.path}>
                  <Typography.Text code>{note.path}</Typography.Text> {note.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {CONFIG_KINDS.map((kind) => (
        <KindDiff key={kind} kind={kind} live={live[kind]} file={document.config[kind]} />
      ))}
      <section aria-labelledby={entriesId}>
        <Typography.Title level={3} id={entriesId} style={{ fontSize: 16 }}>
          {t("adminConsole.transfer.import.entriesTitle")}
        </Typography.Title>
        <Typography.Paragraph>{t("adminConsole.transfer.import.entriesHelp")}</Typography.Paragraph>
        <ul style={{ paddingInlineStart: 20 }}>
          {ENTRY_KINDS.map((list) => {
            const keep = new Set((kept[list] ?? []).map((entry) => entry.id));
            const replaced = liveEntries[list].filter((record) => !keep.has(record.id));
            const after = document.entries[list];
            return (
              <li key={list}>
                {sameEntries(replaced, after) ? t("adminConsole.transfer.import.entriesSame", { list: listLabel(list) }) : t("adminConsole.transfer.import.entriesLine", { list: listLabel(list), before: liveEntries[list].length, after: after.length + keep.size })}
                {after.length > 0 && <Typography.Text type="secondary"> — {entryNames(after, i18n.language).join("、")}</Typography.Text>}
              </li>
            );
          })}
        </ul>
        {keptLists.length > 0 && (
          <Alert
            type="info"
            message={t("adminConsole.transfer.import.keptTitle")}
            description={keptLists.map((list) => (
              <div key={list}>{t("adminConsole.transfer.import.keptItem", { list: listLabel(list), names: (kept[list] ?? []).map((entry) => entry.name).join("、") })}</div>
            ))}
          />
        )}
      </section>
      <Space wrap>
        <Button type="primary" loading={importing} onClick={onConfirm}>
          {t("adminConsole.transfer.import.confirm")}
        </Button>
        <Button onClick={onCancel} disabled={importing}>
          {t("adminConsole.transfer.import.cancel")}
        </Button>
      </Space>
    </Space>
  );
}
