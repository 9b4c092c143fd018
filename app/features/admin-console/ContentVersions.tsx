import { ProTable, type ActionType, type ProColumns } from "@ant-design/pro-components";
import { Alert, Button, Popconfirm, Space, Tag } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContentVersion, ContentVersionPage } from "#app/platform-api/content-versions";
import { tagColour } from "#app/kit/styles/tag-colour";
import { useTranslate } from "./ConfigDiff";
import { formatTime } from "./format-time";
import { actorWording, wordingText } from "./history.rules";

const PAGE_SIZE = 10;

export interface ContentVersionsProps {
  /** What the versions are of, for the table's accessible name ("快捷入口", an announcement's title). */
  label: string;
  /** One page of versions, newest first, with the version published now. */
  load: (pageIndex: number, pageSize: number) => Promise<ContentVersionPage>;
  /** Publishes `version` again as a new version, made on `published` (412 when someone published meanwhile). */
  rollback: (version: number, published: number) => Promise<{ version: number }>;
  /** The changed pointers of a version in words. */
  describe: (summary: readonly string[]) => string;
  /** After a rollback (the caller reloads what it shows). */
  onRolledBack: () => void;
  /** Bumped by the caller to read the versions again (after a publish). */
  reloadKey?: number;
}

/**
 * The versions of an entry list or an announcement (ADR 057, drawn as the tenant config's,
 * ADR 020): version, how it came to be, who, when and what changed; each older version has a
 * rollback, asked first, which publishes its value again as a new version.
 */
export function ContentVersions({ label, load, rollback, describe, onRolledBack, reloadKey = 0 }: ContentVersionsProps) {
  const { t, i18n } = useTranslation();
  const tr = useTranslate();
  const c = (key: string, params?: Record<string, unknown>) => t(`adminConsole.contentVersions.${key}`, params);
  const action = useRef<ActionType>(undefined);
  const [published, setPublished] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const restore = async (version: number) => {
    setProblem(null);
    setNotice(null);
    try {
      const { version: next } = await rollback(version, published);
      setNotice(c("rolledBack", { version, next }));
      await action.current?.reload();
      onRolledBack();
    } catch (error) {
      const stale = (error as { status?: number }).status === 412;
      setProblem(stale ? c("staleRollback") : c("failed", { message: error instanceof Error ? error.message : String(error) }));
      await action.current?.reload();
    }
  };

  const columns: ProColumns<ContentVersion>[] = [
    {
      title: c("version"),
      dataIndex: "version",
      width: 110,
      render: (_, record) => (
        <Space size={4}>
          <span>{record.version}</span>
          {record.version === published && <Tag {...tagColour("green")}>{c("current")}</Tag>}
        </Space>
      ),
    },
    {
      title: c("action"),
      dataIndex: "action",
      render: (_, record) => (record.action === "rollback" && record.restoredFrom !== null ? c("restoredFrom", { version: record.restoredFrom }) : c(`actions.${record.action}`)),
    },
    { title: c("actor"), dataIndex: "actorAccount", render: (_, record) => wordingText(tr, actorWording(record.actorAccount)) },
    { title: c("at"), dataIndex: "at", render: (_, record) => formatTime(record.at, i18n.language) },
    { title: c("summary"), dataIndex: "summary", ellipsis: true, render: (_, record) => (record.summary.length === 0 ? "—" : describe(record.summary)) },
    {
      title: c("rollbackColumn"),
      valueType: "option",
      render: (_, record) =>
        record.version === published ? null : (
          <Popconfirm key="rollback" title={c("rollbackConfirm", { version: record.version })} okText={c("yes")} cancelText={c("no")} onConfirm={() => restore(record.version)}>
            <Button size="small">{c("rollbackVersion", { version: record.version })}</Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Space direction="vertical" size="small" style={{ width: "100%" }}>
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
      {notice && <Alert type="success" showIcon message={notice} role="status" />}
      <ProTable<ContentVersion>
        key={reloadKey}
        rowKey="version"
        actionRef={action}
        columns={columns}
        search={false}
        options={false}
        size="small"
        headerTitle={c("title", { what: label })}
        pagination={{ pageSize: PAGE_SIZE }}
        request={async (params) => {
          try {
            const page = await load(params.current ?? 1, params.pageSize ?? PAGE_SIZE);
            setPublished(page.publishedVersion);
            return { data: page.records, total: page.recordTotal, success: true };
          } catch (error) {
            setProblem(c("loadFailed", { message: error instanceof Error ? error.message : String(error) }));
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </Space>
  );
}
