import { Alert, Card, Space, Typography } from "antd";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "#app/platform-api/client";
import { createWatermark, deleteWatermark, listWatermarks, updateWatermark, watermarkFieldErrors, type WatermarkInput, type WatermarkTemplate } from "#app/platform-api/watermark-admin";
import { PreviewPane } from "../PreviewPane";
import { usePreviewMarker } from "../preview-marker-context";
import type { FieldFault } from "../schema-form/field-errors.rules";
import { InBrowser } from "../sections";
import { useConfigDraft } from "../use-config-draft";
import { TenantWatermark } from "./TenantWatermark";
import { formValueOf, newWatermark, platformFaults, writeBody } from "./watermark-form.rules";
import { WatermarkForm } from "./WatermarkForm";
import { WatermarkTemplates } from "./WatermarkTemplates";

/** Most templates the section lists (the platform's largest page). */
const LIST_SIZE = 100;

type Editing = { kind: "new"; key: number } | { kind: "edit"; key: number; template: WatermarkTemplate } | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function WatermarkPanels() {
  const { t } = useTranslation();
  const id = useId();
  const marker = usePreviewMarker();
  const theme = useConfigDraft("header-theme");
  const [templates, setTemplates] = useState<WatermarkTemplate[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [faults, setFaults] = useState<FieldFault[]>([]);
  const [notice, setNotice] = useState<{
    type: "success" | "error";
    text: string;
  } | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setTemplates((await listWatermarks(1, LIST_SIZE)).records);
    } catch (error) {
      setNotice({
        type: "error",
        text: t("adminConsole.editor.loadFailed", {
          message: messageOf(error),
        }),
      });
    } finally {
      setLoading(false);
    }
  }, [t]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (value: WatermarkInput) => {
    if (!editing) return;
    setSaving(true);
    setNotice(null);
    try {
      const body = writeBody(value);
      const saved = editing.kind === "new" ? await createWatermark(body) : await updateWatermark(editing.template.id, editing.template.version, body);
      setEditing(null);
      setFaults([]);
      setNotice({
        type: "success",
        text: t("adminConsole.watermark.saved", { name: saved.name }),
      });
      await reload();
    } catch (error) {
      const fields = watermarkFieldErrors(error);
      setFaults(platformFaults(fields));
      const stale = error instanceof ApiError && error.status === 412;
      setNotice({
        type: "error",
        text: stale ? t("adminConsole.watermark.stale") : t("adminConsole.editor.refused", { message: messageOf(error) }),
      });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (template: WatermarkTemplate) => {
    setNotice(null);
    try {
      await deleteWatermark(template.id, template.version);
      setNotice({
        type: "success",
        text: t("adminConsole.watermark.deleted", { name: template.name }),
      });
      if (editing?.kind === "edit" && editing.template.id === template.id) setEditing(null);
      await reload();
    } catch (error) {
      const inUse = error instanceof ApiError && error.status === 409;
      setNotice({
        type: "error",
        text: inUse ? t("adminConsole.watermark.deleteInUse", { name: template.name }) : t("adminConsole.editor.failed", { message: messageOf(error) }),
      });
    }
  };

  const use = (template: WatermarkTemplate) => {
    theme.change({
      ...theme.state.value,
      watermarkTemplate: template.id,
      watermarkSwitch: 1,
    });
    setNotice({
      type: "success",
      text: t("adminConsole.watermark.used", { name: template.name }),
    });
  };

  const published = theme.state.published?.value as Record<string, unknown> | null | undefined;
  const publishedTemplate = typeof published?.["watermarkTemplate"] === "string" ? published["watermarkTemplate"] : "";
  const draftTemplate = typeof theme.state.value["watermarkTemplate"] === "string" ? theme.state.value["watermarkTemplate"] : "";
  const main = (
    <Space direction="vertical" size="large" style={{ width: "100%", minWidth: 0 }}>
      {notice && <Alert type={notice.type} showIcon message={notice.text} closable onClose={() => setNotice(null)} />}
      <WatermarkTemplates
        templates={templates}
        loading={loading}
        draftTemplate={draftTemplate}
        publishedTemplate={publishedTemplate}
        onNew={() => {
          setFaults([]);
          setEditing({ kind: "new", key: Date.now() });
        }}
        onEdit={(template) => {
          setFaults([]);
          setEditing({ kind: "edit", key: Date.now(), template });
        }}
        onDelete={(template) => void remove(template)}
        onUse={use}
      />
      {editing && (
        <Card size="small">
          <WatermarkForm
            key={editing.key}
            title={
              editing.kind === "new"
                ? t("adminConsole.watermark.newTitle")
                : t("adminConsole.watermark.editTitle", {
                    name: editing.template.name,
                  })
            }
            initial={editing.kind === "new" ? newWatermark() : formValueOf(editing.template)}
            platformFaults={faults}
            saving={saving}
            onSave={(value) => void save(value)}
            onCancel={() => setEditing(null)}
          />
        </Card>
      )}
      <Card size="small">
        <TenantWatermark theme={theme} templates={templates} />
      </Card>
    </Space>
  );
  return (
    <section aria-labelledby={id} style={{ background: "#fff", padding: 24, borderRadius: 8 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18, marginTop: 0 }}>
        {t("adminConsole.watermark.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("adminConsole.watermark.help")}</Typography.Paragraph>
      {marker ? (
        <div
          style={{
            display: "grid",
            gridTemplateColumns: "minmax(360px, 1fr) minmax(480px, 1.4fr)",
            gap: 24,
            alignItems: "start",
          }}
        >
          {main}
          <PreviewPane marker={marker} savedAt={theme.state.draft.kind === "saved" ? theme.state.draft.at : null} />
        </div>
      ) : (
        main
      )}
    </section>
  );
}

/**
 * Watermark (SPEC §3 Watermark, ADR 021): the tenant's templates, made, changed and removed
 * through report-center/v4/mark, pictures uploaded to file/v4/images; and which one the portal
 * draws, as the header theme's draft, published with ADR 020's flow, the preview beside.
 */
export function WatermarkSection() {
  return (
    <InBrowser>
      <WatermarkPanels />
    </InBrowser>
  );
}
