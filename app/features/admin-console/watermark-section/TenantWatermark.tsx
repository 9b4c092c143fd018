import { Alert, Button, Form, Input, Popconfirm, Radio, Select, Space, Switch, Tag, Typography } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WatermarkTemplate } from "#app/platform-api/watermark-admin";
import { ConflictView } from "../ConflictView";
import { formatTime } from "../format-time";
import { childPointer, placeFaults, type FieldFault } from "../schema-form/field-errors.rules";
import { WATERMARK_FIELDS as FIELDS } from "../publish-scope.rules";
import { PublishConfirm } from "../PublishConfirm";
import type { useConfigDraft } from "../use-config-draft";

/** The header theme's watermark fields (SPEC §3 Header theme) this panel edits. */
type Field = (typeof FIELDS)[number];

export interface TenantWatermarkProps {
  /** The header theme's editing session (ADR 020), shared with the templates' "Use this template". */
  theme: ReturnType<typeof useConfigDraft>;
  templates: readonly WatermarkTemplate[];
}

function FaultList({ faults }: { faults: readonly FieldFault[] }) {
  const { t } = useTranslation();
  return (
    <>
      {faults.map((fault, i) => (
        <div key={i}>
          {fault.messageKey
            ? t(fault.messageKey, {
                ...fault.params,
                defaultValue: fault.message,
              })
            : fault.message}
        </div>
      ))}
    </>
  );
}

/**
 * Which watermark the tenant's portal draws (SPEC §3 Header theme watermarkSwitch,
 * watermarkTemplate, watermarkScopeType, watermarkScope; SPEC §4 "Watermark shows only when the
 * switch is 1, a template exists, and the scope is all or the current menu is in scope"): the
 * header theme's draft, published here as in Branding (ADR 020).
 */
export function TenantWatermark({ theme, templates }: TenantWatermarkProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { state, faults, change, publish, discard, rebase, flush } = theme;
  const [confirming, setConfirming] = useState(false);
  const value = state.value;
  const placed = placeFaults(
    faults,
    FIELDS.map((field) => childPointer("", field))
  );
  const set = (field: Field, next: unknown) => change({ ...value, [field]: next });
  const itemProps = (field: Field) => {
    const fieldFaults = placed.byField[childPointer("", field)] ?? [];
    return {
      htmlFor: `${id}-${field}`,
      label: t(`adminConsole.watermark.tenant.${field}.title`),
      extra: t(`adminConsole.watermark.tenant.${field}.help`),
      ...(fieldFaults.length > 0
        ? {
            validateStatus: "error" as const,
            help: <FaultList faults={fieldFaults} />,
          }
        : {}),
    };
  };
  const template = typeof value["watermarkTemplate"] === "string" ? value["watermarkTemplate"] : "";
  const scopeType = value["watermarkScopeType"] === undefined || value["watermarkScopeType"] === 0 ? 0 : 1;
  const published = state.published;
  const draftLine =
    state.draft.kind === "saved"
      ? t("adminConsole.editor.draftSaved", {
          time: formatTime(state.draft.at, i18n.language),
        })
      : state.draft.kind === "saving"
      ? t("adminConsole.editor.draftSaving")
      : state.draft.kind === "failed"
      ? t("adminConsole.editor.draftSaveFailed", {
          message: state.draft.message,
        })
      : t("adminConsole.editor.draftNone");
  if (state.phase === "loading" && !published) return <Typography.Text type="secondary">{t("adminConsole.loading")}</Typography.Text>;
  return (
    <section aria-labelledby={id} style={{ display: "flex", flexDirection: "column", gap: 12 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 16, margin: 0 }}>
        {t("adminConsole.watermark.tenant.title")}
      </Typography.Title>
      <Space wrap align="center">
        <Tag color="blue">{published && published.version > 0 ? t("adminConsole.editor.published", { version: published.version }) : t("adminConsole.editor.notPublished")}</Tag>
        <Typography.Text type={state.draft.kind === "failed" ? "danger" : "secondary"} role="status">
          {draftLine}
        </Typography.Text>
        {state.draft.kind === "failed" && (
          <Button size="small" onClick={() => void flush()}>
            {t("adminConsole.editor.saveAgain")}
          </Button>
        )}
      </Space>
      {state.phase === "failed" && (
        <Alert
          type="error"
          showIcon
          message={t("adminConsole.editor.loadFailed", {
            message: state.loadError,
          })}
        />
      )}
      {state.notice && <Alert type={state.notice.type} showIcon message={t(state.notice.text, state.notice.params)} />}
      {placed.form.length > 0 || faults.some((fault) => !FIELDS.some((field) => fault.pointer.startsWith(`/${field}`))) ? (
        <Alert type="warning" showIcon message={t("adminConsole.watermark.tenant.otherFaults")} />
      ) : null}
      <Form layout="vertical" aria-label={t("adminConsole.watermark.tenant.title")}>
        <Form.Item {...itemProps("watermarkSwitch")}>
          <Switch id={`${id}-watermarkSwitch`} checked={value["watermarkSwitch"] === 1} onChange={(checked) => set("watermarkSwitch", checked ? 1 : 0)} />
        </Form.Item>
        <Form.Item {...itemProps("watermarkTemplate")}>
          <Select
            id={`${id}-watermarkTemplate`}
            value={template}
            style={{ maxWidth: 420 }}
            onChange={(next: string) => set("watermarkTemplate", next)}
            options={[
              { value: "", label: t("adminConsole.watermark.tenant.none") },
              ...templates.map((item) => ({
                value: item.id,
                label: `${item.name} · ${t(`adminConsole.watermark.fields.type.options.${item.type ?? "TEXT"}`)}`,
              })),
              // A template the theme names that the list does not hold (removed meanwhile): shown by its id, with its fault.
              ...(template && !templates.some((item) => item.id === template) ? [{ value: template, label: template }] : []),
            ]}
          />
        </Form.Item>
        <Form.Item {...itemProps("watermarkScopeType")}>
          <Radio.Group
            id={`${id}-watermarkScopeType`}
            value={scopeType}
            onChange={(event) => set("watermarkScopeType", event.target.value as number)}
            options={[
              {
                value: 0,
                label: t("adminConsole.watermark.tenant.watermarkScopeType.all"),
              },
              {
                value: 1,
                label: t("adminConsole.watermark.tenant.watermarkScopeType.menus"),
              },
            ]}
          />
        </Form.Item>
        {scopeType !== 0 && (
          <Form.Item {...itemProps("watermarkScope")}>
            <Input
              id={`${id}-watermarkScope`}
              value={typeof value["watermarkScope"] === "string" ? value["watermarkScope"] : ""}
              onChange={(event) => set("watermarkScope", event.target.value)}
              style={{ maxWidth: 520 }}
            />
          </Form.Item>
        )}
      </Form>
      {state.conflict ? (
        <ConflictView schema="header-theme" current={state.conflict.current} since={state.conflict.since} draft={value} onRebase={() => void rebase()} onDiscard={() => void discard()} />
      ) : (
        <Space wrap>
          {/* ADR 054: the header theme's draft may hold Branding's changes too; Publish names them first. */}
          <Button type="primary" loading={state.publishing} disabled={faults.length > 0 || state.draft.kind === "none"} onClick={() => setConfirming(true)}>
            {t("adminConsole.editor.publish")}
          </Button>
          {state.draft.kind !== "none" && (
            <Popconfirm title={t("adminConsole.editor.discardConfirm")} okText={t("adminConsole.editor.yes")} cancelText={t("adminConsole.editor.no")} onConfirm={() => void discard()}>
              <Button>{t("adminConsole.editor.discard")}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <PublishConfirm
        open={confirming}
        kind="header-theme"
        section="watermark"
        live={published?.value ?? null}
        draft={value}
        publishing={state.publishing}
        onCancel={() => setConfirming(false)}
        onPublish={(fields) => void publish(fields).finally(() => setConfirming(false))}
      />
    </section>
  );
}
