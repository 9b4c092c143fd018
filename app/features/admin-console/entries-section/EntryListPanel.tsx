import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { ProTable, type ProColumns } from "@ant-design/pro-components";
import { Alert, Button, Popconfirm, Space, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { createEntry, deleteEntry, EntryListChanged, entryList, reorderEntries, updateEntry, type EntryKind, type EntryList, type EntryRecord, type EntryWrites } from "#app/platform-api/entries-admin";
import { EntryForm } from "./EntryForm";
import { entryLink, movedIds } from "./entry-fields.rules";

type Editing<K extends EntryKind> = { record: EntryRecord<K> | null } | null;

/** The entry's name in the console's language (SPEC §3 nameAllLang, `name` the fallback). */
function nameIn(record: EntryRecord, locale: string): string {
  const names = (record as unknown as { nameAllLang?: Record<string, string> }).nameAllLang;
  return names?.[locale] || record.name;
}

/**
 * One entry list of the tenant (ADR 023): its entries in order, each with edit, move up, move
 * down and delete (the buttons name the entry, so a keyboard or screen reader user knows which),
 * and an Add button. Every write is sent with the list's version; when someone changed the list
 * meanwhile (412), the list is reloaded and the admin told to make the change again.
 */
export function EntryListPanel<K extends EntryKind>({ kind, listLabel }: { kind: K; listLabel: string }) {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<EntryList<K> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Editing<K>>(null);

  const load = useCallback(async () => {
    try {
      setList(await entryList(kind));
      setProblem(null);
    } catch (error) {
      setProblem(t("adminConsole.entries.messages.loadFailed", { message: error instanceof Error ? error.message : String(error) }));
    }
  }, [kind, t]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs one write; a stale list is reloaded and said so, any other failure shown. Form faults are the form's (rethrown). */
  const run = async (write: () => Promise<void>, rethrow = false) => {
    setBusy(true);
    setNotice(null);
    try {
      await write();
      setProblem(null);
    } catch (error) {
      if (error instanceof EntryListChanged) {
        setNotice(t("adminConsole.entries.messages.changed"));
        setEditing(null);
        await load();
      } else if (rethrow) throw error;
      else setProblem(t("adminConsole.entries.messages.saveFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  const save = async (body: EntryWrites[K]) => {
    if (!list || !editing) return;
    const target = editing.record;
    await run(async () => {
      if (target) {
        const answer = await updateEntry(kind, list.version, target.id, body);
        setList({ ...list, version: answer.version, records: list.records.map((r) => (r.id === target.id ? answer.record : r)) });
      } else {
        const answer = await createEntry(kind, list.version, body);
        setList({ ...list, version: answer.version, records: [...list.records, answer.record] });
      }
      setEditing(null);
    }, true);
  };

  const move = (record: EntryRecord<K>, step: -1 | 1) =>
    run(async () => {
      if (!list) return;
      const answer = await reorderEntries(kind, list.version, movedIds(list.records.map((r) => r.id), record.id, step));
      setList({ ...list, version: answer.version, records: answer.records });
    });

  const remove = (record: EntryRecord<K>) =>
    run(async () => {
      if (!list) return;
      const answer = await deleteEntry(kind, list.version, record.id);
      setList({ ...list, version: answer.version, records: list.records.filter((r) => r.id !== record.id) });
    });

  const records = list?.records ?? [];
  const columns: ProColumns<EntryRecord<K>>[] = [
    { title: t("adminConsole.entries.columns.position"), key: "position", width: 64, render: (_, __, index) => index + 1 },
    { title: t("adminConsole.entries.columns.name"), key: "name", render: (_, record) => nameIn(record, i18n.language) },
    { title: t("adminConsole.entries.columns.link"), key: "link", ellipsis: true, render: (_, record) => <Typography.Text code>{entryLink(kind, record)}</Typography.Text> },
    ...(kind === "help-urls" ? [{ title: t("adminConsole.entries.columns.productCode"), key: "productCode", render: (_: unknown, record: EntryRecord<K>) => String((record as { productCode?: string }).productCode ?? "") }] : []),
    ...(kind === "dashboards"
      ? [{ title: t("adminConsole.entries.columns.org"), key: "org", render: (_: unknown, record: EntryRecord<K>) => (record as { orgId?: string | null }).orgId ?? t("adminConsole.entries.messages.wholeTenant") }]
      : []),
    {
      title: t("adminConsole.entries.columns.actions"),
      key: "actions",
      width: 200,
      render: (_, record, index) => {
        const name = nameIn(record, i18n.language);
        const children = record.childCount ?? 0;
        return (
          <Space size={4}>
            <Button size="small" icon={<EditOutlined />} aria-label={t("adminConsole.entries.actions.edit", { name })} disabled={busy} onClick={() => setEditing({ record })} />
            <Button size="small" icon={<ArrowUpOutlined />} aria-label={t("adminConsole.entries.actions.moveUp", { name })} disabled={busy || index === 0} onClick={() => void move(record, -1)} />
            <Button size="small" icon={<ArrowDownOutlined />} aria-label={t("adminConsole.entries.actions.moveDown", { name })} disabled={busy || index === records.length - 1} onClick={() => void move(record, 1)} />
            <Popconfirm
              title={children > 0 ? t("adminConsole.entries.actions.confirmDeleteChildren", { name, count: children }) : t("adminConsole.entries.actions.confirmDelete", { name })}
              okText={t("adminConsole.entries.actions.yes")}
              cancelText={t("adminConsole.entries.actions.no")}
              okButtonProps={{ "aria-label": t("adminConsole.entries.actions.yes") }}
              cancelButtonProps={{ "aria-label": t("adminConsole.entries.actions.no") }}
              onConfirm={() => remove(record)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("adminConsole.entries.actions.delete", { name })} disabled={busy} />
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {problem && <Alert type="error" showIcon message={problem} action={<Button size="small" onClick={() => void load()}>{t("adminConsole.entries.actions.reload")}</Button>} />}
      {notice && <Alert type="warning" showIcon message={notice} />}
      <ProTable<EntryRecord<K>>
        rowKey="id"
        columns={columns}
        dataSource={records}
        loading={list === null && problem === null}
        search={false}
        options={false}
        pagination={false}
        // antd writes a table's empty text in its disabled grey (1.9:1); this one is information.
        locale={{ emptyText: <Typography.Text type="secondary">{t("adminConsole.entries.messages.empty")}</Typography.Text> }}
        headerTitle={list ? t("adminConsole.entries.messages.version", { version: list.version }) : undefined}
        toolBarRender={() => [
          <Button key="add" type="primary" icon={<PlusOutlined />} aria-label={t("adminConsole.entries.actions.add")} disabled={list === null || busy} onClick={() => setEditing({ record: null })}>
            {t("adminConsole.entries.actions.add")}
          </Button>,
        ]}
      />
      {editing && (
        <EntryForm<K>
          kind={kind}
          record={editing.record}
          open
          title={editing.record ? t("adminConsole.entries.actions.editTitle", { name: nameIn(editing.record, i18n.language) }) : t("adminConsole.entries.actions.addTitle", { list: listLabel })}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSave={save}
        />
      )}
    </Space>
  );
}
