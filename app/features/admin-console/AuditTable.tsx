import { ProTable, type ProColumns } from "@ant-design/pro-components";
import { DownOutlined, RightOutlined } from "@ant-design/icons";
import { Alert, Button, DatePicker, Input, Select, Space, type GetProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CONFIG_KINDS, configAudit, configAuditCsvHref, type AuditFilter, type AuditRecord } from "#app/platform-api/tenant-config";
import { ConfigDiff, useTranslate } from "./ConfigDiff";
import { changedPointers } from "./config-diff.rules";
import { CONSOLE_DATE_FORMAT } from "./date-time-format";
import { auditSearchTerms } from "./history.rules";
import { formatTime } from "./format-time";

type RangeValue = GetProps<typeof DatePicker.RangePicker>["value"];

const PAGE_SIZE = 20;
const ACTIONS = ["publish", "rollback", "create", "update", "delete", "schedule", "unschedule", "scheduled-publish"] as const;
/** What else than config the audit records (the platform's audit resources; the entry lists of ADR 023). */
const OTHER_RESOURCES = ["micro-app", "menu", "watermark", "announcement", "quick-entry", "extend-entry", "side-entry", "dashboard", "help-url"] as const;
/** The "what" filter's value: a config kind, or another resource (`resource:<name>`). */
const RESOURCE_PREFIX = "resource:";

/**
 * The audit (ADR 020 Audit, ADR 058): who published or rolled back which config, set or
 * cancelled a scheduled publish (and the publish it made, ADR 062), or changed which app, menu or
 * watermark, and when; filtered by what, action, actor, a date range and
 * free text (an account, a field, what was changed, in the admin's language), each row opening
 * into its changed fields by their titles with the values as labels; the same filters download
 * as CSV.
 */
export function AuditTable() {
  const { t, i18n } = useTranslation();
  const tr = useTranslate();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [actor, setActor] = useState("");
  const [text, setText] = useState("");
  const [range, setRange] = useState<RangeValue>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const applyActor = () => setFilter((f) => (f.actor === (actor.trim() || undefined) ? f : { ...f, actor: actor.trim() || undefined }));
  const applyText = (value: string) => {
    const q = auditSearchTerms(tr, value, CONFIG_KINDS, ["tenant-config", ...OTHER_RESOURCES]);
    setFilter(({ q: _q, ...rest }) => (q.length > 0 ? { ...rest, q } : rest));
  };
  const applyRange = (value: RangeValue) => {
    setRange(value);
    const [start, end] = value ?? [];
    setFilter(({ from: _from, to: _to, ...rest }) => ({ ...rest, ...(start ? { from: start.startOf("day").toISOString() } : {}), ...(end ? { to: end.endOf("day").toISOString() } : {}) }));
  };
  /** An action in words: a scheduled publish's own (ADR 062), else the versions' (publish, rollback, …). */
  const actionLabel = (action: string) => t(`adminConsole.auditActions.${action}`, { defaultValue: t(`adminConsole.versions.actions.${action}`, { defaultValue: action }) });
  const kindLabel = (kind: string) => t(`adminConsole.kinds.${kind}`, { defaultValue: kind });
  const resourceLabel = (resource: string) => t(`adminConsole.audit.resources.${resource}`, { defaultValue: t(`adminConsole.entries.resources.${resource}`, { defaultValue: resource }) });
  /** A config by its kind's name; anything else by what it is and its id. */
  const whatLabel = (r: AuditRecord) => (r.resource === "tenant-config" ? kindLabel(r.resourceId) : `${resourceLabel(r.resource)} ${r.resourceId}`);
  const what = filter.resource === undefined ? filter.kind : filter.resource === "tenant-config" ? filter.kind : `${RESOURCE_PREFIX}${filter.resource}`;
  const chooseWhat = (value?: string) =>
    setFilter(({ resource: _resource, kind: _kind, ...rest }) =>
      value === undefined ? rest : value.startsWith(RESOURCE_PREFIX) ? { ...rest, resource: value.slice(RESOURCE_PREFIX.length) } : { ...rest, resource: "tenant-config", kind: value },
    );
  const columns: ProColumns<AuditRecord>[] = [
    { title: t("adminConsole.audit.at"), dataIndex: "at", render: (_, r) => formatTime(r.at, i18n.language) },
    { title: t("adminConsole.audit.actor"), dataIndex: "actorAccount" },
    { title: t("adminConsole.audit.kind"), key: "what", render: (_, r) => whatLabel(r) },
    { title: t("adminConsole.audit.action"), dataIndex: "action", render: (_, r) => actionLabel(r.action) },
    { title: t("adminConsole.audit.version"), dataIndex: "version", render: (_, r) => r.version ?? "" },
    { title: t("adminConsole.audit.change"), key: "change", render: (_, r) => t("adminConsole.audit.changedFields", { count: changedPointers(r.before, r.after).length }) },
  ];
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space wrap>
        <Select
          aria-label={t("adminConsole.audit.kind")}
          placeholder={t("adminConsole.audit.kind")}
          allowClear
          style={{ minWidth: 200 }}
          value={what}
          onChange={chooseWhat}
          options={[
            ...CONFIG_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) })),
            ...OTHER_RESOURCES.map((resource) => ({ value: `${RESOURCE_PREFIX}${resource}`, label: resourceLabel(resource) })),
          ]}
        />
        <Select
          aria-label={t("adminConsole.audit.action")}
          placeholder={t("adminConsole.audit.action")}
          allowClear
          style={{ minWidth: 160 }}
          value={filter.action}
          onChange={(action?: string) => setFilter((f) => ({ ...f, action }))}
          options={ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
        />
        <Input
          aria-label={t("adminConsole.audit.actor")}
          placeholder={t("adminConsole.audit.actor")}
          style={{ width: 220 }}
          value={actor}
          onChange={(event) => setActor(event.target.value)}
          onPressEnter={applyActor}
          onBlur={applyActor}
        />
        <DatePicker.RangePicker
          format={CONSOLE_DATE_FORMAT}
          aria-label={t("adminConsole.history.audit.range")}
          placeholder={[t("adminConsole.history.audit.rangeStart"), t("adminConsole.history.audit.rangeEnd")]}
          value={range}
          onChange={applyRange}
        />
        <Input.Search
          aria-label={t("adminConsole.history.audit.search")}
          placeholder={t("adminConsole.history.audit.searchPlaceholder")}
          enterButton={t("adminConsole.history.audit.search")}
          allowClear
          maxLength={64}
          style={{ width: 300 }}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === "") applyText("");
          }}
          onSearch={applyText}
        />
        <Button href={configAuditCsvHref(filter)} download>
          {t("adminConsole.audit.csv")}
        </Button>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} />}
      <ProTable<AuditRecord, AuditFilter>
        rowKey="id"
        columns={columns}
        params={filter}
        search={false}
        options={false}
        pagination={{ pageSize: PAGE_SIZE }}
        request={async (params) => {
          setProblem(null);
          try {
            const page = await configAudit(params.current ?? 1, params.pageSize ?? PAGE_SIZE, { resource: params.resource, kind: params.kind, action: params.action, actor: params.actor, from: params.from, to: params.to, q: params.q });
            return { data: page.records, total: page.recordTotal, success: true };
          } catch (error) {
            setProblem(t("adminConsole.editor.failed", { message: error instanceof Error ? error.message : String(error) }));
            return { data: [], total: 0, success: false };
          }
        }}
        expandable={{
          rowExpandable: (r) => changedPointers(r.before, r.after).length > 0,
          // A config by its kind's schema titles; an app, menu, entry or template by its form's labels.
          expandedRowRender: (r) => (
            <ConfigDiff
              schema={r.resource === "tenant-config" ? r.resourceId : r.resource}
              pointers={changedPointers(r.before, r.after)}
              before={r.before}
              after={r.after}
              beforeLabel={t("adminConsole.audit.before")}
              afterLabel={t("adminConsole.audit.after")}
            />
          ),
          expandIcon: ({ expanded, expandable, onExpand, record }) =>
            expandable ? (
              <Button
                type="text"
                size="small"
                icon={expanded ? <DownOutlined /> : <RightOutlined />}
                aria-expanded={expanded}
                aria-label={t(expanded ? "adminConsole.history.audit.collapse" : "adminConsole.history.audit.expand")}
                onClick={(event) => onExpand(record, event)}
              />
            ) : null,
        }}
      />
    </Space>
  );
}
