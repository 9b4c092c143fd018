import { Alert, Button, Modal, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConfigKind } from "#app/platform-api/tenant-config";
import { ConfigDiff } from "./ConfigDiff";
import { fieldTitleKey } from "./config-diff.rules";
import { CONSOLE_SECTIONS, type ConsoleSectionKey } from "./console-sections";
import { publishPlan } from "./publish-scope.rules";
import { ScheduleChoice } from "./schedule-publish/ScheduleChoice";

export interface PublishConfirmProps {
  open: boolean;
  kind: ConfigKind;
  /** The section the admin publishes from. */
  section: ConsoleSectionKey;
  /** The published value and the draft (what the form shows). */
  live: unknown;
  draft: unknown;
  publishing: boolean;
  /** Publish the whole draft (no fields), or only these fields of it. */
  onPublish: (fields?: readonly string[]) => void;
  onCancel: () => void;
  /** Given: the admin may instead publish at a chosen time (ADR 059), the same draft or fields, at `runAt`. */
  onSchedule?: (runAt: string, fields?: readonly string[]) => void;
}

/**
 * What Publish is about to publish, asked before anything is (ADR 054): the draft against the
 * live value, field by field; the fields of other sections named with their section (the
 * header theme's draft is Branding's and the Watermark section's at once); publish all, or
 * only this section's fields, the others staying the draft.
 */
export function PublishConfirm({ open, kind, section, live, draft, publishing, onPublish, onCancel, onSchedule }: PublishConfirmProps) {
  const { t } = useTranslation();
  const [runAt, setRunAt] = useState<string | null>(null);
  const [timeMissing, setTimeMissing] = useState(false);
  // The choice is the dialog's: it opens to publish now (ScheduleChoice is drawn afresh with it).
  useEffect(() => {
    if (open) return;
    setRunAt(null);
    setTimeMissing(false);
  }, [open]);
  // With no fields, called with none: the whole draft, as before (ADR 054).
  const go = (...fields: [] | [readonly string[]]) => (onSchedule && runAt ? onSchedule(runAt, ...fields) : onPublish(...fields));
  const plan = publishPlan(kind, section, live, draft);
  const fieldLabel = (pointer: string) => {
    const key = fieldTitleKey(kind, pointer);
    return key ? t(key) : pointer;
  };
  const sectionLabel = (key: ConsoleSectionKey) => t(CONSOLE_SECTIONS.find((candidate) => candidate.key === key)?.labelKey ?? key);
  const mixed = plan.others.length > 0;
  const footer = (
    <Space wrap style={{ justifyContent: "flex-end" }}>
      <Button onClick={onCancel} disabled={publishing}>
        {t("adminConsole.publish.cancel")}
      </Button>
      {mixed && plan.own.length > 0 && (
        <Button onClick={() => go(plan.own)} loading={publishing} disabled={timeMissing}>
          {t("adminConsole.publish.onlySection", { section: sectionLabel(section) })}
        </Button>
      )}
      <Button type="primary" onClick={() => go()} loading={publishing} disabled={timeMissing}>
        {runAt ? t("adminConsole.transfer.schedule.confirm") : mixed ? t("adminConsole.publish.all") : t("adminConsole.editor.publish")}
      </Button>
    </Space>
  );
  return (
    <Modal open={open} title={t("adminConsole.publish.title")} width={760} onCancel={onCancel} footer={footer} destroyOnHidden maskClosable={!publishing}>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t("adminConsole.publish.intro", { kind: t(`adminConsole.kinds.${kind}`) })}</Typography.Paragraph>
        <ConfigDiff schema={kind} pointers={plan.changed} before={live} after={draft} beforeLabel={t("adminConsole.publish.live")} afterLabel={t("adminConsole.publish.draft")} />
        {mixed && (
          <Alert
            type="warning"
            showIcon
            message={t("adminConsole.publish.othersTitle", { section: sectionLabel(section) })}
            description={
              <>
                <ul style={{ margin: "4px 0", paddingInlineStart: 20 }}>
                  {plan.others.map(({ pointer, section: owner }) => (
                    <li key={pointer}>{t("adminConsole.publish.otherField", { field: fieldLabel(pointer), section: sectionLabel(owner) })}</li>
                  ))}
                </ul>
                <Typography.Text>{plan.own.length > 0 ? t("adminConsole.publish.othersHelp", { section: sectionLabel(section) }) : t("adminConsole.publish.noOwn", { section: sectionLabel(section) })}</Typography.Text>
              </>
            }
          />
        )}
        {onSchedule && <ScheduleChoice onChange={setRunAt} onIncomplete={setTimeMissing} />}
      </Space>
    </Modal>
  );
}
