import { Descriptions, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { valueAt } from "./config-diff.rules";
import { fieldLabel, valueLabel, type Translate } from "./history.rules";
import type { ConfigKind } from "#app/platform-api/tenant-config";

export interface ConfigDiffProps {
  /** A config kind, or what else the audit records (`micro-app`, `menu`, an entry list, …): whose titles and labels the fields take. */
  schema: ConfigKind | (string & {});
  /** The changed JSON pointers. */
  pointers: readonly string[];
  before: unknown;
  after: unknown;
  beforeLabel: string;
  afterLabel: string;
}

/** The console's i18next as the history rules read it (a key's text, and whether the locale has it). */
export function useTranslate(): Translate {
  const { t, i18n } = useTranslation();
  return useMemo(() => ({ t: (key, params) => t(key, params ?? {}), exists: (key) => i18n.exists(key) }), [t, i18n]);
}

/**
 * One row per changed field (its title in the admin's language, else its name), with the value
 * on each side as a person reads it: a code by its label, a list by its items' names (ADR 020
 * diff, ADR 058). antd's Descriptions rather than ProDescriptions: ProDescriptions 2.6 always
 * passes Descriptions' deprecated `contentStyle`, a warning on every page in development, and
 * adds nothing a read-only diff uses.
 */
export function ConfigDiff({ schema, pointers, before, after, beforeLabel, afterLabel }: ConfigDiffProps) {
  const { t } = useTranslation();
  const tr = useTranslate();
  if (pointers.length === 0) return <Typography.Paragraph>{t("adminConsole.diff.none")}</Typography.Paragraph>;
  const shown = (pointer: string, value: unknown) => valueLabel(tr, schema, pointer, value) ?? t("adminConsole.diff.absent");
  return (
    <Descriptions column={1} bordered size="small">
      {pointers.map((pointer) => (
        <Descriptions.Item key={pointer} label={fieldLabel(tr, schema, pointer)}>
          <div>
            <Typography.Text type="secondary">{beforeLabel}: </Typography.Text>
            <Typography.Text code style={{ whiteSpace: "pre-wrap" }}>
              {shown(pointer, valueAt(before, pointer))}
            </Typography.Text>
          </div>
          <div>
            <Typography.Text type="secondary">{afterLabel}: </Typography.Text>
            <Typography.Text code style={{ whiteSpace: "pre-wrap" }}>
              {shown(pointer, valueAt(after, pointer))}
            </Typography.Text>
          </div>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
