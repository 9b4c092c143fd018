import { ProTable, type ActionType, type ProColumns } from "@ant-design/pro-components";
import { Alert, Button, Modal, Popconfirm, Select, Space, Spin, Tag, Typography, message } from "antd";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/kit/react/use-hydrated";
import { ApiError } from "#app/platform-api/client";
import {
  deleteAnnouncement,
  listAnnouncements,
  withdrawAnnouncement,
  type AnnouncementFilter,
  type AnnouncementRecord,
} from "#app/platform-api/announcements";
import { announcementVersions, rollbackAnnouncement } from "#app/platform-api/content-versions";
import { ContentVersions } from "../ContentVersions";
import { formatTime } from "../format-time";
import { AnnouncementForm } from "./AnnouncementForm";
import { titleIn } from "./announcement-form.rules";
import { tagColour } from "#app/kit/styles/tag-colour";

const PAGE_SIZE = 20;
const KINDS = ["bulletin", "alert"] as const;
const STATUSES = ["scheduled", "live", "ended", "withdrawn"] as const;
const STATUS_COLOURS = { scheduled: "blue", live: "green", ended: "default", withdrawn: "orange" } as const;
const LEVEL_COLOURS = { normal: "default", important: "gold", urgent: "red" } as const;

/**
 * The console's Announcements section (ADR 024): the tenant's bulletins and alerts in a
 * ProTable, filtered by kind and status, each with its audience and schedule; a new one and a
 * change in a modal form; withdraw and delete after a confirmation. Draws in the browser only
 * (ADR 022: no form or table is hydrated).
 */
export function AnnouncementsSection() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ background: "#fff", padding: 24, borderRadius: 8 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18, marginTop: 0 }}>
        {t("adminConsole.announcements.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("adminConsole.announcements.intro")}</Typography.Paragraph>
      {hydrated ? (
        <AnnouncementsTable />
      ) : (
        <div role="status" aria-label={t("adminConsole.loading")} style={{ padding: 32, textAlign: "center" }}>
          <Spin />
        </div>
      )}
    </section>
  );
}

/** The list, its filters, and the form for a new or a chosen announcement. */
export function AnnouncementsTable() {
  const { t, i18n } = useTranslation();
  const a = (key: string, params?: Record<string, unknown>) => t(`adminConsole.announcements.${key}`, params);
  const action = useRef<ActionType>(undefined);
  const [filter, setFilter] = useState<AnnouncementFilter>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ record: AnnouncementRecord | null; key: number } | null>(null);
  const [history, setHistory] = useState<AnnouncementRecord | null>(null);
  const [toast, toastHolder] = message.useMessage();
  const c = (key: string, params?: Record<string, unknown>) => t(`adminConsole.contentVersions.${key}`, params);
  const reload = () => void action.current?.reload();

  const act = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await work();
      void toast.success(done);
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 412 ? a("stale") : a("failed", { message: error instanceof Error ? error.message : String(error) }));
    }
    reload();
  };

  const columns: ProColumns<AnnouncementRecord>[] = [
    { title: a("columns.title"), dataIndex: "titleAllLang", render: (_, r) => titleIn(r, i18n.language) },
    { title: a("columns.kind"), dataIndex: "kind", render: (_, r) => a(`kinds.${r.kind}`) },
    { title: a("columns.level"), dataIndex: "level", render: (_, r) => <Tag {...tagColour(LEVEL_COLOURS[r.level ?? "normal"])}>{a(`levels.${r.level ?? "normal"}`)}</Tag> },
    { title: a("columns.audience"), dataIndex: "orgName", render: (_, r) => (r.orgId ? (r.orgName ?? r.orgId) : a("wholeTenant")) },
    {
      title: a("columns.schedule"),
      dataIndex: "publishFrom",
      render: (_, r) => a("scheduleText", { from: formatTime(r.publishFrom, i18n.language), until: r.publishUntil ? formatTime(r.publishUntil, i18n.language) : a("noEnd") }),
    },
    { title: a("columns.status"), dataIndex: "status", render: (_, r) => <Tag {...tagColour(STATUS_COLOURS[r.status])}>{a(`statuses.${r.status}`)}</Tag> },
    { title: a("columns.publisher"), dataIndex: "publisher" },
    {
      title: a("columns.actions"),
      key: "actions",
      render: (_, r) => {
        const title = titleIn(r, i18n.language);
        return (
          <Space role="group" aria-label={a("actionsFor", { title })} size="small">
            <Button size="small" onClick={() => setEditing({ record: r, key: Date.now() })}>
              {a("edit")}
            </Button>
            <Button size="small" onClick={() => setHistory(r)}>
              {c("announcement.versions")}
            </Button>
            {r.status !== "withdrawn" && (
              <Popconfirm title={a("withdrawConfirm")} okText={a("withdraw")} cancelText={a("cancel")} onConfirm={() => act(() => withdrawAnnouncement(r.id, r.version), a("withdrawn"))}>
                <Button size="small">{a("withdraw")}</Button>
              </Popconfirm>
            )}
            <Popconfirm title={a("deleteConfirm")} okText={a("delete")} okButtonProps={{ danger: true }} cancelText={a("cancel")} onConfirm={() => act(() => deleteAnnouncement(r.id, r.version), a("deleted"))}>
              <Button size="small" danger>
                {a("delete")}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {toastHolder}
      <Space wrap>
        <Button type="primary" onClick={() => setEditing({ record: null, key: Date.now() })}>
          {a("new")}
        </Button>
        <Select
          aria-label={a("filterKind")}
          placeholder={a("filterKind")}
          allowClear
          style={{ minWidth: 160 }}
          value={filter.kind}
          onChange={(kind?: AnnouncementFilter["kind"]) => setFilter((f) => ({ ...f, kind }))}
          options={KINDS.map((kind) => ({ value: kind, label: a(`kinds.${kind}`) }))}
        />
        <Select
          aria-label={a("filterStatus")}
          placeholder={a("filterStatus")}
          allowClear
          style={{ minWidth: 160 }}
          value={filter.status}
          onChange={(status?: AnnouncementFilter["status"]) => setFilter((f) => ({ ...f, status }))}
          options={STATUSES.map((status) => ({ value: status, label: a(`statuses.${status}`) }))}
        />
      </Space>
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
      <ProTable<AnnouncementRecord, AnnouncementFilter>
        rowKey="id"
        actionRef={action}
        columns={columns}
        params={filter}
        search={false}
        options={false}
        pagination={{ pageSize: PAGE_SIZE }}
        request={async (params) => {
          try {
            const page = await listAnnouncements(params.current ?? 1, params.pageSize ?? PAGE_SIZE, { kind: params.kind, status: params.status });
            return { data: page.records, total: page.recordTotal, success: true };
          } catch (error) {
            setProblem(a("failed", { message: error instanceof Error ? error.message : String(error) }));
            return { data: [], total: 0, success: false };
          }
        }}
      />
      {editing && (
        <AnnouncementForm
          key={editing.key}
          record={editing.record}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSaved={() => {
            setEditing(null);
            void toast.success(a("saved"));
            reload();
          }}
          onDrafted={() => {
            setEditing(null);
            void toast.success(c("announcement.draftSaved"));
          }}
          onStale={reload}
        />
      )}
      <Modal
        open={history !== null}
        title={history ? c("announcement.versionsTitle", { title: titleIn(history, i18n.language) }) : undefined}
        width={960}
        onCancel={() => setHistory(null)}
        destroyOnHidden
        footer={<Button onClick={() => setHistory(null)}>{c("announcement.close")}</Button>}
      >
        {history && (
          <ContentVersions
            label={titleIn(history, i18n.language)}
            load={(pageIndex, pageSize) => announcementVersions(history.id, pageIndex, pageSize)}
            rollback={(version, published) => rollbackAnnouncement(history.id, version, published)}
            describe={(summary) => summary.map((pointer) => c(`announcement.fields.${pointer.slice(1)}`, { defaultValue: pointer })).join(", ")}
            onRolledBack={reload}
          />
        )}
      </Modal>
    </Space>
  );
}
