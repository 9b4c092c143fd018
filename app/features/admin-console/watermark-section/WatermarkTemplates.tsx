import { ProTable, type ProColumns } from "@ant-design/pro-components";
import { Button, Popconfirm, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { WatermarkTemplate } from "#app/platform-api/watermark-admin";
import { formatTime } from "../format-time";
import { tagColour } from "#app/kit/styles/tag-colour";

export interface WatermarkTemplatesProps {
  templates: readonly WatermarkTemplate[];
  loading: boolean;
  /** The template the header theme's draft names ("" for none), and the published one's. */
  draftTemplate: string;
  publishedTemplate: string;
  onNew: () => void;
  onEdit: (template: WatermarkTemplate) => void;
  onDelete: (template: WatermarkTemplate) => void;
  onUse: (template: WatermarkTemplate) => void;
}

/**
 * The tenant's watermark templates (SPEC §3 Watermark, ADR 021) in a ProTable: name, code, type,
 * status, which one the tenant uses, last change; each with Edit, Delete (confirmed) and "Use
 * this template" (the header theme's watermarkTemplate, in its draft).
 */
export function WatermarkTemplates({ templates, loading, draftTemplate, publishedTemplate, onNew, onEdit, onDelete, onUse }: WatermarkTemplatesProps) {
  const { t, i18n } = useTranslation();
  const columns: ProColumns<WatermarkTemplate>[] = [
    {
      title: t("adminConsole.watermark.columns.name"),
      dataIndex: "name",
      render: (_, record) => (
        <Space size={4} wrap>
          <span>{record.name}</span>
          {record.id === publishedTemplate && <Tag color="blue">{t("adminConsole.watermark.inUse")}</Tag>}
          {record.id === draftTemplate && record.id !== publishedTemplate && <Tag {...tagColour("gold")}>{t("adminConsole.watermark.inDraft")}</Tag>}
        </Space>
      ),
    },
    {
      title: t("adminConsole.watermark.columns.code"),
      dataIndex: "code",
      render: (_, record) => record.code ?? "",
    },
    {
      title: t("adminConsole.watermark.columns.type"),
      dataIndex: "type",
      render: (_, record) => t(`adminConsole.watermark.fields.type.options.${record.type ?? "TEXT"}`),
    },
    {
      title: t("adminConsole.watermark.columns.status"),
      dataIndex: "status",
      render: (_, record) => (record.status === 0 ? t("adminConsole.watermark.statusOff") : t("adminConsole.watermark.statusOn")),
    },
    {
      title: t("adminConsole.watermark.columns.updatedAt"),
      dataIndex: "updatedAt",
      render: (_, record) => (record.updatedAt ? formatTime(record.updatedAt, i18n.language) : ""),
    },
    {
      title: t("adminConsole.watermark.columns.actions"),
      valueType: "option",
      render: (_, record) => [
        <Button
          key="edit"
          size="small"
          aria-label={t("adminConsole.watermark.editNamed", {
            name: record.name,
          })}
          onClick={() => onEdit(record)}
        >
          {t("adminConsole.watermark.edit")}
        </Button>,
        <Button
          key="use"
          size="small"
          disabled={record.id === draftTemplate}
          aria-label={t("adminConsole.watermark.useNamed", {
            name: record.name,
          })}
          onClick={() => onUse(record)}
        >
          {t("adminConsole.watermark.use")}
        </Button>,
        <Popconfirm
          key="delete"
          title={t("adminConsole.watermark.deleteConfirm", {
            name: record.name,
          })}
          okText={t("adminConsole.editor.yes")}
          cancelText={t("adminConsole.editor.no")}
          onConfirm={() => onDelete(record)}
        >
          <Button
            size="small"
            danger
            aria-label={t("adminConsole.watermark.deleteNamed", {
              name: record.name,
            })}
          >
            {t("adminConsole.watermark.delete")}
          </Button>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <ProTable<WatermarkTemplate>
      rowKey="id"
      columns={columns}
      dataSource={[...templates]}
      loading={loading}
      search={false}
      options={false}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      headerTitle={t("adminConsole.watermark.templates")}
      toolBarRender={() => [
        <Button key="new" type="primary" onClick={onNew}>
          {t("adminConsole.watermark.new")}
        </Button>,
      ]}
    />
  );
}
