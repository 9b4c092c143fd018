import { Alert, Button, Card, Descriptions, Radio, Space, Spin, Tag, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConfigKind, PublishedConfig, VersionRecord } from "#app/platform-api/tenant-config";
import { useTranslate } from "./ConfigDiff";
import { valueAt } from "./config-diff.rules";
import { conflictFields, fieldLabel, mergeDraft, valueLabel, type ConflictField } from "./history.rules";
import { formatTime } from "./format-time";

export interface ConflictViewProps {
  schema: ConfigKind;
  /** The config published now (newer than the draft's base). */
  current: PublishedConfig;
  /** The versions published since the draft's base. */
  since: readonly VersionRecord[];
  /** The admin's draft, kept as it is. */
  draft: unknown;
  /** The version the draft was made on, with its value; undefined while it is read, null when it cannot be (nothing was published then). */
  base?: { version: number; value: unknown } | null;
  onRebase: () => void;
  onDiscard: () => void;
  /** Saves the merged draft (the live value with the fields the admin kept of theirs), now based on `current`. */
  onResolve?: (merged: Record<string, unknown>) => void;
}

/**
 * ADR 020 Publish, ADR 058: a 412 says someone published since the draft's base. The draft is
 * kept; this lists the newer versions and, field by field, the admin's value, the published
 * one and the base's, with a choice per field, then saves the merged draft (based on the
 * version published now) for the admin to publish again. Keeping the whole draft on top of the
 * newer version, or dropping it, stay offered.
 */
export function ConflictView({ schema, current, since, draft, base, onRebase, onDiscard, onResolve }: ConflictViewProps) {
  const { t, i18n } = useTranslation();
  const tr = useTranslate();
  const fields = useMemo(() => (base === undefined ? [] : conflictFields(base?.value ?? {}, draft, current.value)), [base, draft, current.value]);
  const [choices, setChoices] = useState<Record<string, "mine" | "theirs">>({});
  const chosen = (field: ConflictField) => choices[field.pointer] ?? field.initial;
  const shown = (pointer: string, value: unknown) => valueLabel(tr, schema, pointer, value) ?? t("adminConsole.diff.absent");
  const cell = (pointer: string, value: unknown) => (
    <Typography.Text code style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
      {shown(pointer, value)}
    </Typography.Text>
  );
  const resolve = () => onResolve?.(mergeDraft(draft, current.value, Object.fromEntries(fields.map((field) => [field.pointer, chosen(field)]))));

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
        {base === undefined ? (
          <div role="status" aria-label={t("adminConsole.loading")} style={{ padding: 16, textAlign: "center" }}>
            <Spin />
          </div>
        ) : (
          <>
            <Typography.Paragraph style={{ marginBottom: 8 }}>{t("adminConsole.history.conflict.choose")}</Typography.Paragraph>
            {fields.length === 0 && <Typography.Paragraph>{t("adminConsole.diff.none")}</Typography.Paragraph>}
            {/* One card per field: the editor's column is narrow beside the preview, so the values stack. */}
            <Space direction="vertical" size="small" style={{ width: "100%" }}>
              {fields.map((field) => {
                const label = fieldLabel(tr, schema, field.pointer);
                return (
                  <Card
                    key={field.pointer}
                    size="small"
                    role="group"
                    aria-label={label}
                    title={
                      <Space wrap size={8}>
                        <span>{label}</span>
                        <Tag style={{ marginInlineEnd: 0, fontWeight: "normal" }}>{t(`adminConsole.history.conflict.changedBy.${field.changedBy}`)}</Tag>
                      </Space>
                    }
                  >
                    <Descriptions column={1} size="small" colon={false} styles={{ label: { width: 160 } }}>
                      <Descriptions.Item label={t("adminConsole.history.conflict.mine")}>{cell(field.pointer, valueAt(draft, field.pointer))}</Descriptions.Item>
                      <Descriptions.Item label={t("adminConsole.history.conflict.theirs", { version: current.version })}>{cell(field.pointer, valueAt(current.value, field.pointer))}</Descriptions.Item>
                      <Descriptions.Item label={base ? t("adminConsole.history.conflict.base", { version: base.version }) : t("adminConsole.history.conflict.baseUnknown")}>
                        {base ? cell(field.pointer, valueAt(base.value, field.pointer)) : <Typography.Text type="secondary">–</Typography.Text>}
                      </Descriptions.Item>
                      <Descriptions.Item label={t("adminConsole.history.conflict.keep")}>
                        <div role="radiogroup" aria-label={t("adminConsole.history.conflict.choiceFor", { field: label })}>
                          <Radio.Group
                            value={chosen(field)}
                            onChange={(event) => setChoices((all) => ({ ...all, [field.pointer]: event.target.value as "mine" | "theirs" }))}
                            options={[
                              { value: "mine", label: t("adminConsole.history.conflict.keepMine") },
                              { value: "theirs", label: t("adminConsole.history.conflict.keepTheirs") },
                            ]}
                          />
                        </div>
                      </Descriptions.Item>
                    </Descriptions>
                  </Card>
                );
              })}
            </Space>
          </>
        )}
      </div>
      <Space wrap>
        {onResolve && (
          <Button type="primary" disabled={base === undefined} onClick={resolve}>
            {t("adminConsole.history.conflict.save")}
          </Button>
        )}
        <Button onClick={onRebase}>{t("adminConsole.conflict.rebase", { version: current.version })}</Button>
        <Button danger onClick={onDiscard}>
          {t("adminConsole.conflict.discard")}
        </Button>
      </Space>
    </section>
  );
}
