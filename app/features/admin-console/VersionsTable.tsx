import { ProTable, type ActionType, type ProColumns } from "@ant-design/pro-components";
import { DownOutlined, RightOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Popconfirm, Space, Spin, Tag, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { configVersion, configVersions, rollbackConfig, type ConfigKind, type VersionDetail, type VersionRecord } from "#app/platform-api/tenant-config";
import { ConfigDiff, useTranslate } from "./ConfigDiff";
import { changedPointers } from "./config-diff.rules";
import { actorWording, fieldLabel, previousVersion, versionActionWording, wordingText } from "./history.rules";
import { formatTime } from "./format-time";

const PAGE_SIZE = 10;

export interface VersionsTableProps {
  kind: ConfigKind;
  /** The version published now (it has no rollback). */
  publishedVersion: number;
  onRolledBack: () => void;
}

/** What a version changed against the one before it (version 1: against nothing), field by field (ADR 058). */
function VersionChanges({ kind, version }: { kind: ConfigKind; version: number }) {
  const { t } = useTranslation();
  const [pair, setPair] = useState<{ before: unknown; after: unknown } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previous = previousVersion(version);
  useEffect(() => {
    let live = true;
    Promise.all([configVersion(kind, version), previous > 0 ? configVersion(kind, previous) : Promise.resolve(null)])
      .then(([after, before]) => live && setPair({ before: before?.value ?? {}, after: after.value }))
      .catch((error: unknown) => live && setProblem(t("adminConsole.editor.failed", { message: error instanceof Error ? error.message : String(error) })));
    return () => {
      live = false;
    };
  }, [kind, version, previous, t]);
  if (problem) return <Alert type="error" showIcon message={problem} />;
  if (!pair)
    return (
      <div role="status" aria-label={t("adminConsole.history.versions.loading", { version })}>
        <Spin size="small" />
      </div>
    );
  return (
    <section aria-label={previous > 0 ? t("adminConsole.history.versions.against", { version: previous }) : t("adminConsole.history.versions.againstNothing")}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {previous > 0 ? t("adminConsole.history.versions.against", { version: previous }) : t("adminConsole.history.versions.againstNothing")}
      </Typography.Paragraph>
      <ConfigDiff
        schema={kind}
        pointers={changedPointers(pair.before, pair.after)}
        before={pair.before}
        after={pair.after}
        beforeLabel={previous > 0 ? t("adminConsole.history.versions.before", { version: previous }) : t("adminConsole.history.versions.nothing")}
        afterLabel={t("adminConsole.history.versions.before", { version })}
      />
    </section>
  );
}

/**
 * A kind's versions (ADR 020, ADR 058): version, what it did and who in words (初始配置 by 系统,
 * a rollback with the version it restored), time and the changed fields; each row opens into
 * its field-by-field diff against the version before it; two versions selected show their
 * diff; each older version has a Rollback, which publishes its value as a new version.
 */
export function VersionsTable({ kind, publishedVersion, onRolledBack }: VersionsTableProps) {
  const { t, i18n } = useTranslation();
  const tr = useTranslate();
  const action = useRef<ActionType>();
  const [selected, setSelected] = useState<number[]>([]);
  const [diff, setDiff] = useState<{ from: VersionDetail; to: VersionDetail } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const compare = async () => {
    const [a, b] = [...selected].sort((x, y) => x - y);
    if (a === undefined || b === undefined) return;
    setProblem(null);
    try {
      const [from, to] = await Promise.all([configVersion(kind, a), configVersion(kind, b)]);
      setDiff({ from, to });
    } catch (error) {
      setProblem(t("adminConsole.editor.failed", { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  const rollback = async (version: number) => {
    setProblem(null);
    try {
      const { version: next } = await rollbackConfig(kind, version);
      setNotice(t("adminConsole.versions.rolledBack", { version, next }));
      await action.current?.reload();
      onRolledBack();
    } catch (error) {
      setProblem(t("adminConsole.editor.failed", { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  // The platform's summary names nested pointers (/a/b): each field once, by its title.
  const fieldNames = (summary: readonly string[]) => [...new Set(summary.map((pointer) => (pointer === "" || pointer === "/" ? t("adminConsole.versions.whole") : fieldLabel(tr, kind, pointer))))].join(", ");

  const columns: ProColumns<VersionRecord>[] = [
    {
      title: t("adminConsole.versions.version"),
      dataIndex: "version",
      render: (_, record) => (
        <Space size={4}>
          <span>{record.version}</span>
          {record.version === publishedVersion && <Tag color="blue">{t("adminConsole.versions.current")}</Tag>}
          {!record.valid && <Tag color="red">{t("adminConsole.versions.invalid")}</Tag>}
        </Space>
      ),
    },
    { title: t("adminConsole.versions.action"), dataIndex: "action", render: (_, record) => wordingText(tr, versionActionWording(record)) },
    { title: t("adminConsole.versions.actor"), dataIndex: "actorAccount", render: (_, record) => wordingText(tr, actorWording(record.actorAccount)) },
    { title: t("adminConsole.versions.at"), dataIndex: "at", render: (_, record) => formatTime(record.at, i18n.language) },
    { title: t("adminConsole.versions.summary"), dataIndex: "summary", render: (_, record) => fieldNames(record.summary) },
    {
      title: "",
      valueType: "option",
      render: (_, record) =>
        record.version === publishedVersion ? null : (
          <Popconfirm
            key="rollback"
            title={t("adminConsole.versions.rollbackConfirm", { version: record.version })}
            okText={t("adminConsole.editor.yes")}
            cancelText={t("adminConsole.editor.no")}
            onConfirm={() => rollback(record.version)}
          >
            <Button size="small" aria-label={t("adminConsole.versions.rollbackVersion", { version: record.version })}>
              {t("adminConsole.versions.rollback")}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {problem && <Alert type="error" showIcon message={problem} />}
      {notice && <Alert type="success" showIcon message={notice} />}
      <ProTable<VersionRecord>
        rowKey="version"
        actionRef={action}
        columns={columns}
        search={false}
        options={false}
        pagination={{ pageSize: PAGE_SIZE }}
        request={async (params) => {
          try {
            const page = await configVersions(kind, params.current ?? 1, params.pageSize ?? PAGE_SIZE);
            return { data: page.records, total: page.recordTotal, success: true };
          } catch (error) {
            setProblem(t("adminConsole.editor.failed", { message: error instanceof Error ? error.message : String(error) }));
            return { data: [], total: 0, success: false };
          }
        }}
        rowSelection={{
          selectedRowKeys: selected,
          hideSelectAll: true,
          onChange: (keys) => setSelected(keys.map(Number).slice(-2)),
          getCheckboxProps: (record) => ({ "aria-label": t("adminConsole.versions.select", { version: record.version }) }) as Record<string, string>,
        }}
        expandable={{
          expandedRowRender: (record) => <VersionChanges kind={kind} version={record.version} />,
          expandIcon: ({ expanded, onExpand, record }) => (
            <Button
              type="text"
              size="small"
              icon={expanded ? <DownOutlined /> : <RightOutlined />}
              aria-expanded={expanded}
              aria-label={t(expanded ? "adminConsole.history.versions.collapse" : "adminConsole.history.versions.expand", { version: record.version })}
              onClick={(event) => onExpand(record, event)}
            />
          ),
        }}
        tableAlertRender={false}
        toolBarRender={() => [
          <Typography.Text key="hint" type="secondary">
            {t("adminConsole.versions.compareHint")}
          </Typography.Text>,
          <Button key="compare" disabled={selected.length !== 2} onClick={() => void compare()}>
            {t("adminConsole.versions.compare")}
          </Button>,
        ]}
      />
      {diff && (
        <Card
          size="small"
          title={t("adminConsole.versions.diffTitle", { from: diff.from.version, to: diff.to.version })}
          extra={
            <Button size="small" onClick={() => setDiff(null)}>
              {t("adminConsole.versions.close")}
            </Button>
          }
        >
          <ConfigDiff
            schema={kind}
            pointers={changedPointers(diff.from.value, diff.to.value)}
            before={diff.from.value}
            after={diff.to.value}
            beforeLabel={`${t("adminConsole.versions.version")} ${diff.from.version}`}
            afterLabel={`${t("adminConsole.versions.version")} ${diff.to.version}`}
          />
        </Card>
      )}
    </Space>
  );
}
