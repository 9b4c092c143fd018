import { Descriptions, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ContentPublishModal } from "../ContentPublishModal";
import type { AnnouncementRecord, AnnouncementWrite } from "#app/platform-api/announcements";
import { formatTime } from "../format-time";
import { announcementChanges, type AnnouncementField } from "./announcement-form.rules";

export interface AnnouncementPublishConfirmProps {
  open: boolean;
  /** The announcement as it is live; null for a new one. */
  record: AnnouncementRecord | null;
  /** What is about to be published. */
  draft: AnnouncementWrite | null;
  publishing: boolean;
  onPublish: () => void;
  onCancel: () => void;
}

/**
 * What Publish makes live, asked before anything is sent (ADR 057, as ADR 054 for the tenant
 * config): each field the draft changes, with the live value and the draft's; every field of
 * a new announcement.
 */
export function AnnouncementPublishConfirm({ open, record, draft, publishing, onPublish, onCancel }: AnnouncementPublishConfirmProps) {
  const { t, i18n } = useTranslation();
  const c = (key: string, params?: Record<string, unknown>) => t(`adminConsole.contentVersions.${key}`, params);
  const a = (key: string) => t(`adminConsole.announcements.${key}`);
  const fields = draft ? announcementChanges(record, draft) : [];
  const shown = (field: AnnouncementField, value: unknown): string => {
    if (value === undefined || value === null || value === "") return field === "orgId" ? a("wholeTenant") : field === "publishUntil" ? a("noEnd") : c("empty");
    if (field === "kind") return a(`kinds.${String(value)}`);
    if (field === "level") return a(`levels.${String(value)}`);
    if (field === "publishFrom" || field === "publishUntil") return formatTime(String(value), i18n.language);
    if (field === "orgId") return record?.orgId === value ? (record.orgName ?? String(value)) : String(value);
    if (typeof value === "object") return Object.entries(value as Record<string, string>).map(([locale, text]) => `${t(`adminConsole.announcements.languages.${locale}`)}: ${text}`).join(" · ");
    return String(value);
  };
  return (
    <ContentPublishModal open={open} publishing={publishing} canPublish={fields.length > 0} onCancel={onCancel} onPublish={onPublish}>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Paragraph style={{ margin: 0 }}>{fields.length === 0 ? c("nothingToPublish") : record ? c("announcement.confirmIntro") : c("announcement.confirmIntroNew")}</Typography.Paragraph>
        {fields.length > 0 && draft && (
          <Descriptions column={1} bordered size="small">
            {fields.map((field) => (
              <Descriptions.Item key={field} label={c(`announcement.fields.${field}`)}>
                {record && (
                  <div>
                    <Typography.Text type="secondary">{t("adminConsole.contentVersions.current")}: </Typography.Text>
                    <Typography.Text>{shown(field, record[field])}</Typography.Text>
                  </div>
                )}
                <div>
                  {record && <Typography.Text type="secondary">{t("adminConsole.publish.draft")}: </Typography.Text>}
                  <Typography.Text strong>{shown(field, draft[field])}</Typography.Text>
                </div>
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Space>
    </ContentPublishModal>
  );
}
