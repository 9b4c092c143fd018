import { Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { fieldTitleKey, valueAt, valueText } from "./config-diff.rules";
import type { ConfigKind } from "#app/platform-api/tenant-config";

export interface ConfigDiffProps {
  schema: ConfigKind;
  /** The changed JSON pointers. */
  pointers: readonly string[];
  before: unknown;
  after: unknown;
  beforeLabel: string;
  afterLabel: string;
}

/**
 * One row per changed field (its title, or its pointer), with the value on each side (ADR 020
 * diff). antd's Descriptions rather than ProDescriptions: ProDescriptions 2.6 always passes
 * Descriptions' deprecated `contentStyle`, a warning on every page in development, and
 * adds nothing a read-only diff uses.
 */
export function ConfigDiff({ schema, pointers, before, after, beforeLabel, afterLabel }: ConfigDiffProps) {
  const { t } = useTranslation();
  if (pointers.length === 0) return <Typography.Paragraph>{t("adminConsole.diff.none")}</Typography.Paragraph>;
  const shown = (value: unknown) => valueText(value) ?? t("adminConsole.diff.absent");
  return (
    <Descriptions column={1} bordered size="small">
      {pointers.map((pointer) => {
        const key = fieldTitleKey(schema, pointer);
        return (
          <Descriptions.Item key={pointer} label={key ? t(key) : pointer}>
            <div>
              <Typography.Text type="secondary">{beforeLabel}: </Typography.Text>
              <Typography.Text code>{shown(valueAt(before, pointer))}</Typography.Text>
            </div>
            <div>
              <Typography.Text type="secondary">{afterLabel}: </Typography.Text>
              <Typography.Text code>{shown(valueAt(after, pointer))}</Typography.Text>
            </div>
          </Descriptions.Item>
        );
      })}
    </Descriptions>
  );
}
