import { Alert, Button, Popconfirm, Space, Spin, Tabs, Tag, Typography } from "antd";
import { Fragment, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ConfigKind, OtherDraft } from "#app/platform-api/tenant-config";
import { ConflictView } from "./ConflictView";
import type { ConsoleSectionKey } from "./console-sections";
import { homeSectionOf } from "./publish-scope.rules";
import { PublishConfirm } from "./PublishConfirm";
import { headerContrastWarning } from "./header-contrast.rules";
import { formatTime } from "./format-time";
import type { FieldFault } from "./schema-form/field-errors.rules";
import { SchemaForm, type ConfigValue } from "./schema-form/SchemaForm";
import { useConfigDraft, type ConfigCheck, type DraftStatus, type EditableKind } from "./use-config-draft";
import { VersionsTable } from "./VersionsTable";
import { EditBesidePreview } from "./EditBesidePreview";
import { PreviewPane, type PreviewView } from "./PreviewPane";
import { usePreviewMarker } from "./preview-marker-context";

import { ScheduledPublishes } from "./schedule-publish/ScheduledPublishes";
import { useScheduledPublish } from "./schedule-publish/use-scheduled-publish";

function DraftLine({ draft, basedOn, onRetry }: { draft: DraftStatus; basedOn: number; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  if (draft.kind === "none") return <Typography.Text type="secondary">{t("adminConsole.editor.draftNone")}</Typography.Text>;
  if (draft.kind === "saving") return <Typography.Text type="secondary">{t("adminConsole.editor.draftSaving")}</Typography.Text>;
  if (draft.kind === "failed")
    return (
      <Space>
        <Typography.Text type="danger">{t("adminConsole.editor.draftSaveFailed", { message: draft.message })}</Typography.Text>
        <Button size="small" onClick={onRetry}>
          {t("adminConsole.editor.saveAgain")}
        </Button>
      </Space>
    );
  return (
    <Typography.Text type="secondary">
      {t("adminConsole.editor.draftSaved", { time: formatTime(draft.at, i18n.language) })} · {t("adminConsole.editor.draftBasedOn", { version: basedOn })}
    </Typography.Text>
  );
}

/** The header's text and icon colour on its background, when it is hard to read (WCAG 1.4.3, 1.4.11): said before publishing. */
function HeaderContrastAlert({ theme }: { theme: unknown }) {
  const { t } = useTranslation();
  const warning = headerContrastWarning(theme);
  if (!warning) return null;
  return <Alert type="warning" showIcon message={t(`adminConsole.editor.headerContrast.${warning.fails}`, { foreground: warning.foreground, background: warning.background, ratio: warning.ratio })} />;
}

/** Other tenant admins' drafts of the same config (ADR 058): whose, and when last saved; never what they hold. */
function OtherDrafts({ others }: { others: readonly OtherDraft[] }) {
  const { t, i18n } = useTranslation();
  if (others.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      message={
        <>
          {others.map((other) => (
            <div key={other.account}>{t("adminConsole.history.others.one", { account: other.account, time: formatTime(other.updatedAt, i18n.language) })}</div>
          ))}
        </>
      }
      description={t("adminConsole.history.others.hint")}
    />
  );
}

/** A kind's own form, for a kind the schema form does not draw (the layout override): its check and its fields. */
export interface CustomConfigForm {
  /** A stable function (module level): the faults of a value, by pointer. */
  check: ConfigCheck;
  /** The form on `value` (read when it mounts; it mounts again when the draft is loaded, rebased or dropped). */
  render: (props: { value: ConfigValue; faults: readonly FieldFault[]; onChange: (value: ConfigValue) => void }) => ReactNode;
}

export type ConfigEditorProps = ({ kind: EditableKind; custom?: undefined } | { kind: ConfigKind; custom: CustomConfigForm }) & {
  /** The section the editor is in (for Publish's confirmation, ADR 054); default the kind's own (Branding for the header theme). */
  section?: ConsoleSectionKey;
  /** The preview's view mode × portal type, when the section chooses it. */
  previewView?: PreviewView;
  onPreviewViewChange?: (view: PreviewView) => void;
};

/**
 * One kind of tenant config in the console (ADR 020): the form on the caller's draft, saved
 * as the admin types, the published version, Publish (with the conflict view on a 412), and
 * the kind's versions with diff and rollback. Errors show in place; the form stays.
 */
export function ConfigEditor({ kind, custom, section, previewView, onPreviewViewChange }: ConfigEditorProps) {
  const { t, i18n } = useTranslation();
  const { state, faults, load, change, flush, publish, rebase, resolve, discard } = useConfigDraft(kind, custom?.check);
  const [confirming, setConfirming] = useState(false);
  // A publish attempt with faults shows every fault, touched or not (ADR 056), and publishes nothing.
  const [attempted, setAttempted] = useState(false);
  const scheduled = useScheduledPublish(kind, state.basedOn, flush, load, i18n.language);
  const previewMarker = usePreviewMarker();
  if (state.phase === "loading" && !state.published)
    return (
      <div role="status" aria-label={t("adminConsole.loading")} style={{ padding: 32, textAlign: "center" }}>
        <Spin />
      </div>
    );
  if (state.phase === "failed" && !state.published)
    return (
      <Alert
        type="error"
        showIcon
        message={t("adminConsole.editor.loadFailed", { message: state.loadError })}
        action={
          <Button size="small" onClick={() => void load()}>
            {t("adminConsole.editor.retry")}
          </Button>
        }
      />
    );
  const published = state.published;
  const edit = (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space wrap align="center">
        <Tag color="blue">{published && published.version > 0 ? t("adminConsole.editor.published", { version: published.version }) : t("adminConsole.editor.notPublished")}</Tag>
        <span role="status">
          <DraftLine draft={state.draft} basedOn={state.basedOn} onRetry={() => void flush()} />
        </span>
      </Space>
      <OtherDrafts others={state.others} />
      {published?.stale && <Alert type="warning" showIcon message={t("adminConsole.editor.stale", { version: published.version, served: published.servedVersion })} />}
      {state.phase === "failed" && <Alert type="error" showIcon message={t("adminConsole.editor.loadFailed", { message: state.loadError })} />}
      {state.notice && <Alert type={state.notice.type} showIcon message={t(state.notice.text, state.notice.params)} />}
      {scheduled.notice && <Alert type={scheduled.notice.type} showIcon message={t(scheduled.notice.text, scheduled.notice.params)} />}
      {faults.length > 0 && attempted && <Alert type="error" showIcon message={t("adminConsole.schemaForm.publishBlocked")} />}
      {kind === "header-theme" && <HeaderContrastAlert theme={state.value} />}
      {state.conflict ? (
        <ConflictView
          schema={kind}
          current={state.conflict.current}
          since={state.conflict.since}
          draft={state.value}
          base={state.conflict.base}
          onRebase={() => void rebase()}
          onDiscard={() => void discard()}
          onResolve={(merged) => void resolve(merged)}
        />
      ) : (
        <Space wrap>
          {/* ADR 054: Publish always asks first, with what it publishes. */}
          {/* A draft with faults: Publish shows them all (the schema form marks them) and publishes nothing; a custom form shows its faults always, and Publish waits. */}
          <Button type="primary" loading={state.publishing} disabled={state.draft.kind === "none" || (custom !== undefined && faults.length > 0)} onClick={() => (faults.length > 0 ? setAttempted(true) : setConfirming(true))}>
            {t("adminConsole.editor.publish")}
          </Button>
          {state.draft.kind !== "none" && (
            <Popconfirm title={t("adminConsole.editor.discardConfirm")} okText={t("adminConsole.editor.yes")} cancelText={t("adminConsole.editor.no")} onConfirm={() => void discard()}>
              <Button>{t("adminConsole.editor.discard")}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
      {scheduled.enabled && <ScheduledPublishes kind={kind} refreshKey={scheduled.refreshKey} onPublished={() => void load()} />}
      {custom ? (
        <Fragment key={state.revision}>{custom.render({ value: state.value, faults, onChange: change })}</Fragment>
      ) : (
        <SchemaForm key={state.revision} schema={kind} value={state.value} faults={faults} onChange={change} showAllFaults={attempted} />
      )}
    </Space>
  );
  // Beside the form, the real portal with this admin's drafts (ADR 020 "Preview").
  const editWithPreview = previewMarker ? (
    <EditBesidePreview preview={<PreviewPane marker={previewMarker} savedAt={state.draft.kind === "saved" ? state.draft.at : null} view={previewView} onViewChange={onPreviewViewChange} />}>{edit}</EditBesidePreview>
  ) : (
    edit
  );
  return (
    <>
      <Tabs
        items={[
          { key: "edit", label: t("adminConsole.editor.editTab"), children: editWithPreview },
          { key: "versions", label: t("adminConsole.editor.versionsTab"), children: <VersionsTable kind={kind} publishedVersion={published?.version ?? 0} onRolledBack={() => void load()} /> },
        ]}
      />
      <PublishConfirm
        open={confirming}
        kind={kind}
        section={section ?? homeSectionOf(kind)}
        live={published?.value ?? null}
        draft={state.value}
        publishing={state.publishing || scheduled.busy}
        onCancel={() => setConfirming(false)}
        onPublish={(fields) => void publish(fields).finally(() => setConfirming(false))}
        {...(scheduled.enabled ? { onSchedule: (runAt: string, fields?: readonly string[]) => void scheduled.schedule(runAt, fields).finally(() => setConfirming(false)) } : {})}
      />
    </>
  );
}
