import { Alert, Button, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ConfigKind, PublishedConfig, VersionRecord } from "#app/platform-api/tenant-config";
import { ConfigDiff } from "./ConfigDiff";
import { unionPointers } from "./config-diff.rules";
import { formatTime } from "./format-time";

export interface ConflictViewProps {
  schema: ConfigKind;
  /** The config published now (newer than the draft's base). */
  current: PublishedConfig;
  /** The versions published since the draft's base. */
  since: readonly VersionRecord[];
  /** The admin's draft, kept as it is. */
  draft: unknown;
  onRebase: () => void;
  onDiscard: () => void;
}

/**
 * ADR 020 Publish: a 412 says someone published since the draft's base. The draft is kept;
 * this lists the newer versions and, field by field, what is published now beside the draft,
 * and offers to keep the draft on top of the newer version (then publish again) or drop it.
 */
export function ConflictView({ schema, current, since, draft, onRebase, onDiscard }: ConflictViewProps) {
  const { t, i18n } = useTranslation();
  const pointers = unionPointers(since.map((record) => record.summary));
  return (
    <section aria-label={t("adminConsole.conflict.title", { version: current.version })}>
      <Alert
        type="warning"
        showIcon
        role="alert"
        message={t("adminConsole.conflict.title", { version: current.version })}
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 8 }}>{t("adminConsole.conflict.kept")}</Typography.Paragraph>
            <ul style={{ margin: "0 0 8px", paddingInlineStart: 18 }}>
              {since.map((record) => (
                <li key={record.version}>{t("adminConsole.conflict.version", { version: record.version, actor: record.actorAccount, time: formatTime(record.at, i18n.language) })}</li>
              ))}
            </ul>
          </>
        }
      />
      <div style={{ margin: "12px 0" }}>
        <ConfigDiff schema={schema} pointers={pointers} before={current.value} after={draft} beforeLabel={t("adminConsole.conflict.theirs")} afterLabel={t("adminConsole.conflict.yours")} />
      </div>
      <Space wrap>
        <Button type="primary" onClick={onRebase}>
          {t("adminConsole.conflict.rebase", { version: current.version })}
        </Button>
        <Button danger onClick={onDiscard}>
          {t("adminConsole.conflict.discard")}
        </Button>
      </Space>
    </section>
  );
}
