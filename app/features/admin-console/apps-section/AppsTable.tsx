import { ProTable, type ActionType, type ProColumns } from "@ant-design/pro-components";
import { Alert, Button, Popconfirm, Space, Tag } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteMicroApp, listMicroApps, StaleWrite } from "#app/platform-api/product-admin";
import type { MicroApp } from "#app/types/generated/micro-app";
import { runsInPage } from "#app/kit/security/code-trust";
import { useTrustedCode } from "#app/kit/security/trusted-code-context";
import { AppForm } from "./AppForm";

/** A tag that wraps inside its column (antd's tag does not by itself) instead of running over the next one. */
const WRAPPING_TAG = { whiteSpace: "normal", maxWidth: "100%", marginInlineEnd: 0 } as const;

export interface AppsTableProps {
  /** After any write: the menu tree's app choices follow. */
  onChanged?(): void;
}

/**
 * The tenant's registered apps (SPEC §3 Registered micro-app): name, entry, kind, route,
 * cache, the origins it talks to and its version; register, change (If-Match) and remove.
 */
export function AppsTable({ onChanged }: AppsTableProps) {
  const { t, i18n } = useTranslation();
  const trustedCode = useTrustedCode();
  const action = useRef<ActionType>();
  const [editing, setEditing] = useState<MicroApp | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (app: MicroApp) => (app.nameAllLang as unknown as Record<string, string>)[i18n.language] ?? app.name;
  const changed = () => {
    void action.current?.reload();
    onChanged?.();
  };

  const remove = async (app: MicroApp) => {
    setProblem(null);
    try {
      await deleteMicroApp(app.id, app.version);
      changed();
    } catch (error) {
      setProblem(error instanceof StaleWrite ? t("adminConsole.apps.app.staleDelete", { name: nameOf(app) }) : error instanceof Error ? error.message : String(error));
      void action.current?.reload();
    }
  };

  const columns: ProColumns<MicroApp>[] = [
    { title: t("adminConsole.apps.fields.name"), dataIndex: "name", render: (_, app) => nameOf(app) },
    { title: t("adminConsole.apps.fields.id"), dataIndex: "id" },
    { title: t("adminConsole.apps.fields.entry"), dataIndex: "entry", ellipsis: true },
    {
      title: t("adminConsole.apps.fields.kind"),
      dataIndex: "kind",
      render: (_, app) => (
        <Space size={4} wrap>
          <Tag style={WRAPPING_TAG}>{t(`adminConsole.apps.kinds.${app.kind}`)}</Tag>
          {/* ADR 047: the admin sees that an app of an origin the operator does not trust is framed, not run in the page. */}
          {app.kind === "microApp" && typeof window !== "undefined" && !runsInPage(app.entry, trustedCode, window.location.origin) ? (
            <Tag style={WRAPPING_TAG}>{t("adminConsole.apps.framedUntrusted")}</Tag>
          ) : null}
        </Space>
      ),
    },
    { title: t("adminConsole.apps.fields.routePath"), dataIndex: "routePath", render: (_, app) => app.routePath ?? "—" },
    { title: t("adminConsole.apps.fields.cache"), dataIndex: "cache", render: (_, app) => t(`adminConsole.apps.cache.${app.cache === null ? "auto" : app.cache ? "yes" : "no"}`) },
    { title: t("adminConsole.apps.fields.allowedOrigins"), dataIndex: "allowedOrigins", render: (_, app) => app.allowedOrigins.join(", ") || "—" },
    { title: t("adminConsole.apps.fields.version"), dataIndex: "version" },
    {
      title: t("adminConsole.apps.actions"),
      key: "actions",
      render: (_, app) => (
        <Space>
          <Button
            size="small"
            aria-label={t("adminConsole.apps.app.editNamed", { name: nameOf(app) })}
            onClick={() => {
              setEditing(app);
              setFormOpen(true);
            }}
          >
            {t("adminConsole.apps.edit")}
          </Button>
          <Popconfirm
            title={t("adminConsole.apps.app.deleteConfirm", { name: nameOf(app) })}
            okText={t("adminConsole.apps.delete")}
            cancelText={t("adminConsole.apps.cancel")}
            onConfirm={() => remove(app)}
          >
            <Button size="small" danger aria-label={t("adminConsole.apps.app.deleteNamed", { name: nameOf(app) })}>
              {t("adminConsole.apps.delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {problem && <Alert type="error" showIcon message={problem} closable onClose={() => setProblem(null)} />}
      <ProTable<MicroApp>
        rowKey="id"
        actionRef={action}
        columns={columns}
        search={false}
        options={false}
        pagination={false}
        // Its columns at their own widths (no word broken mid-way, in Swedish either), scrolled within the card where they are wider.
        scroll={{ x: "max-content" }}
        toolBarRender={() => [
          <Button
            key="create"
            type="primary"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t("adminConsole.apps.app.create")}
          </Button>,
        ]}
        request={async () => {
          try {
            return { data: await listMicroApps(), success: true };
          } catch (error) {
            setProblem(error instanceof Error ? error.message : String(error));
            return { data: [], success: false };
          }
        }}
      />
      {formOpen && (
        <AppForm
          key={editing?.id ?? "new"}
          app={editing}
          open={formOpen}
          onOpenChange={setFormOpen}
          onSaved={() => {
            setFormOpen(false);
            changed();
          }}
        />
      )}
    </Space>
  );
}
