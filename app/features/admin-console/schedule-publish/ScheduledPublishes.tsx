import { Alert, Button, List, Popconfirm, Space, Tag, Typography } from "antd";
import { useCallback, useEffect, useId, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { ConfigKind } from "#app/platform-api/tenant-config";
import { cancelSchedule, configSchedules, type ScheduleRecord } from "#app/platform-api/tenant-transfer";
import { formatTime } from "../format-time";

/** While a schedule is pending, the list asks again this often (it shows the outcome without a reload). */
export const SCHEDULE_POLL_MS = 15_000;

/** Each status's tag, its text at least 4.5:1 on its background (antd's status colours are lighter). */
const STATUS_STYLE: Record<ScheduleRecord["status"], CSSProperties> = {
  pending: { color: "#0958d9", backgroundColor: "#e6f4ff", borderColor: "#91caff" },
  publishing: { color: "#0958d9", backgroundColor: "#e6f4ff", borderColor: "#91caff" },
  published: { color: "#237804", backgroundColor: "#f6ffed", borderColor: "#b7eb8f" },
  failed: { color: "#a8071a", backgroundColor: "#fff1f0", borderColor: "#ffa39e" },
  cancelled: { color: "rgba(0, 0, 0, 0.88)", backgroundColor: "#fafafa", borderColor: "#d9d9d9" },
};

export interface ScheduledPublishesProps {
  kind: ConfigKind;
  /** Changes when a publish of the kind was just scheduled: the list reads again. */
  refreshKey: number;
  /** Called when a schedule of the kind is seen published (the editor reads the published version again). */
  onPublished?: () => void;
}

/**
 * The kind's scheduled publishes (ADR 059): pending ones with Cancel, and the recent outcomes,
 * a failure with its reason (a stale base said in words). Shown only when there is any.
 */
export function ScheduledPublishes({ kind, refreshKey, onPublished }: ScheduledPublishesProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [records, setRecords] = useState<ScheduleRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setRecords((await configSchedules()).filter((record) => record.kind === kind));
      setError(null);
    } catch (failure) {
      setError(t("adminConsole.transfer.schedule.loadFailed", { message: failure instanceof Error ? failure.message : String(failure) }));
    }
  }, [kind, t]);

  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const pending = records?.some((record) => record.status === "pending" || record.status === "publishing") ?? false;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), SCHEDULE_POLL_MS);
    return () => clearInterval(timer);
  }, [load, pending]);

  const [seenPublished, setSeenPublished] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!records) return;
    const published = new Set(records.filter((record) => record.status === "published").map((record) => record.id));
    if (seenPublished && [...published].some((id) => !seenPublished.has(id))) onPublished?.();
    setSeenPublished(published);
    // Only a new list is compared with the last one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [records]);

  const cancel = async (id: string) => {
    try {
      await cancelSchedule(id);
    } catch (failure) {
      setError(t("adminConsole.transfer.schedule.cancelFailed", { message: failure instanceof Error ? failure.message : String(failure) }));
    }
    await load();
  };

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!records || records.length === 0) return null;
  const when = (at: string) => formatTime(at, i18n.language);
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId} style={{ fontSize: 14 }}>
        {t("adminConsole.transfer.schedule.listTitle")}
      </Typography.Title>
      <List
        size="small"
        bordered
        dataSource={records}
        renderItem={(record) => (
          <List.Item
            actions={
              record.status === "pending"
                ? [
                    <Popconfirm key="cancel" title={t("adminConsole.transfer.schedule.cancelConfirm")} okText={t("adminConsole.editor.yes")} cancelText={t("adminConsole.editor.no")} onConfirm={() => void cancel(record.id)}>
                      <Button size="small" aria-label={t("adminConsole.transfer.schedule.cancelLabel", { time: when(record.runAt) })}>
                        {t("adminConsole.transfer.schedule.cancel")}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Space direction="vertical" size={2}>
              <Space wrap>
                <Tag style={STATUS_STYLE[record.status]}>{t(`adminConsole.transfer.schedule.status.${record.status}`, { version: record.version })}</Tag>
                <Typography.Text>{when(record.runAt)}</Typography.Text>
                <Typography.Text type="secondary">{record.actorAccount}</Typography.Text>
              </Space>
              {record.status === "failed" && record.reasonCode && (
                <Typography.Text type="danger">{t(`adminConsole.transfer.schedule.reasons.${record.reasonCode}`, { basedOn: record.basedOn, reason: record.reason ?? "" })}</Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
    </section>
  );
}
