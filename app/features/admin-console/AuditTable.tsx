import { ProTable, type ProColumns } from "@ant-design/pro-components";
import { Alert, Button, Input, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CONFIG_KINDS, configAudit, configAuditCsvHref, type AuditFilter, type AuditRecord } from "#app/platform-api/tenant-config";
import { ConfigDiff } from "./ConfigDiff";
import { changedPointers } from "./config-diff.rules";
import { formatTime } from "./format-time";
import { FORM_SCHEMAS, type FormSchemaName } from "./schema-form/schema-fields.rules";

const PAGE_SIZE = 20;
const ACTIONS = ["publish", "rollback"] as const;

const isFormSchema = (kind: string | undefined): kind is FormSchemaName => kind !== undefined && (FORM_SCHEMAS as readonly string[]).includes(kind);
/** The config kind of a row: the platform names it as the resource id of a tenant-config row. */
const configKindOf = (r: AuditRecord): string | undefined => r.kind ?? ((r.resource ?? "tenant-config") === "tenant-config" ? r.resourceId : undefined);

/**
 * The config audit (ADR 020 Audit): who published or rolled back what and when, filtered by
 * kind, action and actor, each row opening into the changed fields; the same filters
 * download as CSV.
 */
export function AuditTable() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [actor, setActor] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const applyActor = () => setFilter((f) => (f.actor === (actor.trim() || undefined) ? f : { ...f, actor: actor.trim() || undefined }));
  const kindLabel = (kind: string) => t(`adminConsole.kinds.${kind}`, { defaultValue: kind });
  // A config row names its kind in resourceId; an entry row its list (ADR 023); any other its resource.
  const subjectLabel = (r: AuditRecord) => {
    const resource = r.resource ?? "tenant-config";
    if (resource === "tenant-config") return kindLabel(configKindOf(r) ?? "");
    return t(`adminConsole.entries.resources.${resource}`, { defaultValue: resource });
  };
  const columns: ProColumns<AuditRecord>[] = [
    { title: t("adminConsole.audit.at"), dataIndex: "at", render: (_, r) => formatTime(r.at, i18n.language) },
    { title: t("adminConsole.audit.actor"), dataIndex: "actorAccount" },
    { title: t("adminConsole.audit.kind"), dataIndex: "kind", render: (_, r) => subjectLabel(r) },
    { title: t("adminConsole.audit.action"), dataIndex: "action", render: (_, r) => t(`adminConsole.versions.actions.${r.action}`, { defaultValue: r.action }) },
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
          value={filter.kind}
          onChange={(kind?: string) => setFilter((f) => ({ ...f, kind }))}
          options={CONFIG_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        />
        <Select
          aria-label={t("adminConsole.audit.action")}
          placeholder={t("adminConsole.audit.action")}
          allowClear
          style={{ minWidth: 160 }}
          value={filter.action}
          onChange={(action?: string) => setFilter((f) => ({ ...f, action }))}
          options={ACTIONS.map((action) => ({ value: action, label: t(`adminConsole.versions.actions.${action}`) }))}
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
            const page = await configAudit(params.current ?? 1, params.pageSize ?? PAGE_SIZE, { kind: params.kind, action: params.action, actor: params.actor });
            return { data: page.records, total: page.recordTotal, success: true };
          } catch (error) {
            setProblem(t("adminConsole.editor.failed", { message: error instanceof Error ? error.message : String(error) }));
            return { data: [], total: 0, success: false };
          }
        }}
        expandable={{
          rowExpandable: (r) => changedPointers(r.before, r.after).length > 0,
          expandedRowRender: (r) => {
            const kind = configKindOf(r);
            return isFormSchema(kind) ? (
              <ConfigDiff schema={kind} pointers={changedPointers(r.before, r.after)} before={r.before} after={r.after} beforeLabel={t("adminConsole.audit.before")} afterLabel={t("adminConsole.audit.after")} />
            ) : (
              <pre style={{ margin: 0, whiteSpace: "pre-wrap" }}>{JSON.stringify({ before: r.before, after: r.after }, null, 2)}</pre>
            );
          },
        }}
      />
    </Space>
  );
}
