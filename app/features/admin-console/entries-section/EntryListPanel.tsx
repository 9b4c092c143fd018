import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { ProTable, type ProColumns } from "@ant-design/pro-components";
import { Alert, Button, Popconfirm, Space, Tag, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { tagColour } from "#app/kit/styles/tag-colour";
import { ApiError } from "#app/platform-api/client";
import {
  dropEntryDraft,
  entryDraft,
  entryVersions,
  publishEntryDraft,
  rollbackEntries,
  saveEntryDraft,
  type ContentDraft,
  type EntryDraftItem,
} from "#app/platform-api/content-versions";
import { entryList, type EntryKind, type EntryList, type EntryRecord, type EntryWrites } from "#app/platform-api/entries-admin";
import { ContentVersions } from "../ContentVersions";
import { EntriesPublishConfirm, entryName } from "./EntriesPublishConfirm";
import { EditBesidePreview } from "../EditBesidePreview";
import { PreviewPane } from "../PreviewPane";
import { usePreviewMarker } from "../preview-marker-context";
import { EntryForm } from "./EntryForm";
import { changeCount, itemKey, itemState, listChanges, movedItems } from "./entry-draft.rules";
import { entryLink } from "./entry-fields.rules";

type Editing = { index: number | null } | null;

/**
 * One entry list of the tenant (ADR 023, ADR 057): its entries in order, each with edit, move
 * up, move down and delete (the buttons name the entry), and an Add button. Every change is
 * saved as the admin's draft, which no member sees; Publish shows what goes live and asks
 * first; the list's versions below can each be restored. When someone published meanwhile
 * (412) the draft is kept and the admin told so.
 */
export function EntryListPanel<K extends EntryKind>({ kind, listLabel }: { kind: K; listLabel: string }) {
  const { t, i18n } = useTranslation();
  const c = (key: string, params?: Record<string, unknown>) => t(`adminConsole.contentVersions.${key}`, params);
  const [list, setList] = useState<EntryList<K> | null>(null);
  const [draft, setDraft] = useState<ContentDraft<EntryDraftItem<K>[]> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ type: "success" | "warning"; text: string; stale?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState(false);
  const [versionsKey, setVersionsKey] = useState(0);
  const [previewing, setPreviewing] = useState(false);
  const marker = usePreviewMarker();

  const load = useCallback(async () => {
    try {
      const [live, mine] = await Promise.all([entryList(kind), entryDraft(kind)]);
      setList(live);
      setDraft(mine);
      setProblem(null);
    } catch (error) {
      setProblem(t("adminConsole.entries.messages.loadFailed", { message: error instanceof Error ? error.message : String(error) }));
    }
  }, [kind, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const live = list?.records ?? [];
  const items: EntryDraftItem<K>[] = draft?.value ?? (live as EntryDraftItem<K>[]);
  const basedOn = draft?.basedOn ?? list?.version ?? 0;
  const changes = listChanges(live, items);
  const pending = draft !== null && changeCount(changes) > 0;

  /** Saves the list as the admin's draft. */
  const writeDraft = async (next: EntryDraftItem<K>[]) => {
    setBusy(true);
    setNotice(null);
    try {
      setDraft(await saveEntryDraft(kind, next, basedOn));
      setProblem(null);
    } catch (error) {
      setProblem(c("draftFailed", { message: error instanceof Error ? error.message : String(error) }));
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const save = async (body: EntryWrites[K]) => {
    if (!editing) return;
    const index = editing.index;
    const next =
      index === null
        ? [...items, { ...body, draftKey: `new-${Date.now()}` } as unknown as EntryDraftItem<K>]
        : items.map((item, i) => (i === index ? ({ ...item, ...body } as EntryDraftItem<K>) : item));
    await writeDraft(next);
    setEditing(null);
  };

  const publish = async () => {
    setBusy(true);
    try {
      const answer = await publishEntryDraft(kind, basedOn);
      setList({ kind, version: answer.version, records: answer.records });
      setDraft(null);
      setNotice({ type: "success", text: c("published", { version: answer.version }) });
      setVersionsKey((k) => k + 1);
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        const current = (error.data as { current?: number } | null)?.current ?? 0;
        setNotice({ type: "warning", text: c("stale", { current }), stale: current });
        setList(await entryList(kind));
      } else setProblem(c("publishFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const discard = async () => {
    setBusy(true);
    try {
      await dropEntryDraft(kind);
      setDraft(null);
      setNotice(null);
    } catch (error) {
      setProblem(c("draftFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  /** After a 412: the draft as it is, now made on the version published meanwhile. */
  const rebase = async (version: number) => {
    if (!draft) return;
    setBusy(true);
    try {
      setDraft(await saveEntryDraft(kind, draft.value, version));
      setNotice(null);
    } finally {
      setBusy(false);
    }
  };

  const names = new Map<string, string>([...live, ...items].flatMap((entry) => (entry.id ? [[entry.id, entryName(entry, i18n.language)] as [string, string]] : [])));
  const describe = (summary: readonly string[]) =>
    summary
      .map((pointer) => {
        const [, id = "", field] = pointer.split("/");
        if (id === "order") return c("tags.order");
        const name = names.get(id) ?? id;
        return field ? `${name} · ${field === "nameAllLang" ? c("fields.nameAllLang") : t(`adminConsole.entries.fields.${field}`, { defaultValue: field })}` : name;
      })
      .join(", ");

  const columns: ProColumns<EntryDraftItem<K>>[] = [
    { title: t("adminConsole.entries.columns.position"), key: "position", width: 64, render: (_, __, index) => index + 1 },
    {
      title: t("adminConsole.entries.columns.name"),
      key: "name",
      render: (_, item) => {
        const state = itemState(item, live);
        return (
          <Space size={4} wrap>
            <span>{entryName(item, i18n.language)}</span>
            {state === "added" && <Tag {...tagColour("green")}>{c("tags.added")}</Tag>}
            {state === "changed" && <Tag color="blue">{c("tags.changed")}</Tag>}
          </Space>
        );
      },
    },
    { title: t("adminConsole.entries.columns.link"), key: "link", ellipsis: true, render: (_, item) => <Typography.Text code>{entryLink(kind, item as unknown as EntryRecord)}</Typography.Text> },
    ...(kind === "help-urls" ? [{ title: t("adminConsole.entries.columns.productCode"), key: "productCode", render: (_: unknown, item: EntryDraftItem<K>) => String((item as { productCode?: string }).productCode ?? "") }] : []),
    ...(kind === "dashboards"
      ? [{ title: t("adminConsole.entries.columns.org"), key: "org", render: (_: unknown, item: EntryDraftItem<K>) => (item as { orgId?: string | null }).orgId ?? t("adminConsole.entries.messages.wholeTenant") }]
      : []),
    {
      title: t("adminConsole.entries.columns.actions"),
      key: "actions",
      width: 200,
      render: (_, item, index) => {
        const name = entryName(item, i18n.language);
        const children = item.childCount ?? 0;
        return (
          <Space size={4}>
            <Button size="small" icon={<EditOutlined />} aria-label={t("adminConsole.entries.actions.edit", { name })} disabled={busy} onClick={() => setEditing({ index })} />
            <Button size="small" icon={<ArrowUpOutlined />} aria-label={t("adminConsole.entries.actions.moveUp", { name })} disabled={busy || index === 0} onClick={() => void writeDraft(movedItems(items, index, -1)).catch(() => undefined)} />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t("adminConsole.entries.actions.moveDown", { name })}
              disabled={busy || index === items.length - 1}
              onClick={() => void writeDraft(movedItems(items, index, 1)).catch(() => undefined)}
            />
            <Popconfirm
              title={children > 0 ? t("adminConsole.entries.actions.confirmDeleteChildren", { name, count: children }) : t("adminConsole.entries.actions.confirmDelete", { name })}
              okText={t("adminConsole.entries.actions.yes")}
              cancelText={t("adminConsole.entries.actions.no")}
              okButtonProps={{ "aria-label": t("adminConsole.entries.actions.yes") }}
              cancelButtonProps={{ "aria-label": t("adminConsole.entries.actions.no") }}
              onConfirm={() => writeDraft(items.filter((_, i) => i !== index)).catch(() => undefined)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("adminConsole.entries.actions.delete", { name })} disabled={busy} />
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  const editedItem = editing && editing.index !== null ? items[editing.index] : undefined;

  const body = (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {problem && <Alert type="error" showIcon message={problem} action={<Button size="small" onClick={() => void load()}>{t("adminConsole.entries.actions.reload")}</Button>} />}
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          message={notice.text}
          role={notice.type === "warning" ? "alert" : "status"}
          action={
            notice.stale !== undefined ? (
              <Button size="small" onClick={() => void rebase(notice.stale!)}>
                {c("rebase")}
              </Button>
            ) : undefined
          }
        />
      )}
      {list && (
        <Alert
          type={pending ? "info" : "success"}
          showIcon
          message={pending ? c("draftBanner", { count: changeCount(changes) }) : c("noDraft")}
          action={
            pending ? (
              <Space>
                <Popconfirm title={c("discardConfirm")} okText={c("yes")} cancelText={c("no")} onConfirm={() => discard()}>
                  <Button size="small" disabled={busy}>
                    {c("discard")}
                  </Button>
                </Popconfirm>
                {marker && (
                  <Button size="small" icon={<EyeOutlined aria-hidden />} aria-pressed={previewing} onClick={() => setPreviewing((shown) => !shown)}>
                    {t(previewing ? "adminConsole.entries.preview.close" : "adminConsole.entries.preview.open")}
                  </Button>
                )}
                <Button size="small" type="primary" disabled={busy} onClick={() => setConfirming(true)}>
                  {c("publish")}
                </Button>
              </Space>
            ) : undefined
          }
        />
      )}
      <ProTable<EntryDraftItem<K>>
        rowKey={(item) => itemKey(item)}
        columns={columns}
        dataSource={items}
        loading={list === null && problem === null}
        search={false}
        options={false}
        pagination={false}
        // antd writes a table's empty text in its disabled grey (1.9:1); this one is information.
        locale={{ emptyText: <Typography.Text type="secondary">{t("adminConsole.entries.messages.empty")}</Typography.Text> }}
        headerTitle={list ? t("adminConsole.entries.messages.version", { version: list.version }) : undefined}
        toolBarRender={() => [
          <Button key="add" type="primary" icon={<PlusOutlined />} aria-label={t("adminConsole.entries.actions.add")} disabled={list === null || busy} onClick={() => setEditing({ index: null })}>
            {t("adminConsole.entries.actions.add")}
          </Button>,
        ]}
      />
      {list && (
        <ContentVersions
          key={versionsKey}
          label={listLabel}
          load={(pageIndex, pageSize) => entryVersions(kind, pageIndex, pageSize)}
          rollback={(version, published) => rollbackEntries(kind, version, published)}
          describe={describe}
          onRolledBack={() => void load()}
        />
      )}
      {editing && (
        <EntryForm<K>
          kind={kind}
          record={(editedItem ?? null) as EntryRecord<K> | null}
          open
          title={editedItem ? t("adminConsole.entries.actions.editTitle", { name: entryName(editedItem, i18n.language) }) : t("adminConsole.entries.actions.addTitle", { list: listLabel })}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSave={save}
        />
      )}
      <EntriesPublishConfirm open={confirming} listLabel={listLabel} live={live} draft={items} publishing={busy} onPublish={() => void publish()} onCancel={() => setConfirming(false)} />
    </Space>
  );
  // ADR 057 "Preview": the portal with this draft beside the list, following each save; shown while a draft is pending.
  if (!marker || !previewing || !pending) return body;
  return (
    <EditBesidePreview split="table" preview={<PreviewPane marker={marker} savedAt={draft?.updatedAt ?? null} />}>
      {body}
    </EditBesidePreview>
  );
}
