import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from "@ant-design/pro-components";
import { Alert, Button, Form, Space, message } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "#app/platform-api/client";
import type { AnnouncementRecord, AnnouncementWrite } from "#app/platform-api/announcements";
import { announcementDraft, dropAnnouncementDraft, publishAnnouncementDraft, saveAnnouncementDraft, sendAnnouncementToMe } from "#app/platform-api/content-versions";
import { searchOrgs } from "#app/platform-api/org-permission";
import { CONSOLE_DATE_TIME_FORMAT } from "../date-time-format";
import { formatTime } from "../format-time";
import { AnnouncementPublishConfirm } from "./AnnouncementPublishConfirm";
import { ANNOUNCEMENT_LOCALES, formFieldOf, formValuesOf, textLength, writeOf, type AnnouncementFormValues } from "./announcement-form.rules";

export interface AnnouncementFormProps {
  /** The announcement to change; null: a new one. */
  record: AnnouncementRecord | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After a publish (the record as the platform answered it). */
  onSaved(record: AnnouncementRecord): void;
  /** After the form was saved as the admin's draft (nothing published). */
  onDrafted?(): void;
  /** The record changed meanwhile (412): the list reloads. */
  onStale(): void;
}

const KINDS = ["bulletin", "alert"] as const;
const LEVELS = ["normal", "important", "urgent"] as const;
export const TITLE_MAX = 200;
export const CONTENT_MAX = 4000;

type Intent = "draft" | "send" | "publish";

/**
 * Writes an announcement (ADR 024, ADR 057): kind, level, audience (the whole tenant, or an
 * org found by name), the schedule as a date-time range whose end may stay empty, and the
 * title and text per locale. What is written is the admin's draft until published: Save
 * draft keeps it (no member sees it), Send to me delivers it to the admin alone, Publish
 * shows what goes live and asks first. A title or text over its limit is refused on its field
 * with its length, never cut. The platform's faults show on their fields; a publish over a
 * newer version (412) says so and reloads the list.
 */
export function AnnouncementForm({ record, open, onOpenChange, onSaved, onDrafted, onStale }: AnnouncementFormProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [draftAt, setDraftAt] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AnnouncementWrite | null>(null);
  const [publishing, setPublishing] = useState(false);
  const intent = useRef<Intent>("draft");
  const [toast, toastHolder] = message.useMessage();
  const [orgOptions, setOrgOptions] = useState<{ value: string; label: string }[]>(record?.orgId ? [{ value: record.orgId, label: record.orgName ?? record.orgId }] : []);
  const f = (key: string, params?: Record<string, unknown>) => t(`adminConsole.announcements.fields.${key}`, params);
  const c = (key: string, params?: Record<string, unknown>) => t(`adminConsole.contentVersions.announcement.${key}`, params);
  const key = record?.id ?? "new";
  const basedOn = record?.version ?? 0;

  // The admin's draft of this announcement (or of a new one), when there is one, is what the form opens with.
  useEffect(() => {
    if (!open) return;
    let live = true;
    void announcementDraft(key)
      .then((draft) => {
        if (!live || !draft) return;
        form.setFieldsValue(formValuesOf({ ...(record ?? {}), ...draft.value } as AnnouncementRecord, Date.now()));
        if (draft.value.orgId) setOrgOptions((options) => (options.some((o) => o.value === draft.value.orgId) ? options : [...options, { value: draft.value.orgId as string, label: draft.value.orgId as string }]));
        setDraftAt(draft.updatedAt);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, key, record, form]);

  const showFaults = (error: unknown) => {
    const faults = error instanceof ApiError ? ((error.data as { errors?: { path: string; message: string }[] } | null)?.errors ?? []) : [];
    const onFields = faults.flatMap((fault) => {
      const name = formFieldOf(fault.path);
      return name ? [{ name, errors: [fault.message] }] : [];
    });
    if (onFields.length > 0) form.setFields(onFields as Parameters<typeof form.setFields>[0]);
    const elsewhere = faults.filter((fault) => formFieldOf(fault.path) === null);
    if (onFields.length > 0 && elsewhere.length === 0) setProblem(t("adminConsole.announcements.fixFields"));
    else setProblem(t("adminConsole.announcements.failed", { message: error instanceof Error ? error.message : String(error) }));
  };

  const publish = async () => {
    setPublishing(true);
    try {
      const saved = await publishAnnouncementDraft(key, basedOn);
      setConfirming(null);
      onSaved(saved);
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError && error.status === 412) {
        setProblem(t("adminConsole.announcements.stale"));
        onStale();
      } else showFaults(error);
    } finally {
      setPublishing(false);
    }
  };

  const discard = async () => {
    await dropAnnouncementDraft(key).catch(() => undefined);
    setDraftAt(null);
    form.resetFields();
    form.setFieldsValue(formValuesOf(record, Date.now()));
  };

  const submit = async (values: AnnouncementFormValues): Promise<boolean> => {
    setProblem(null);
    setInfo(null);
    const body = writeOf(values);
    try {
      if (intent.current === "send") {
        await sendAnnouncementToMe(body);
        setInfo(c("sentToMe"));
        void toast.success(c("sentToMe"));
        return false;
      }
      const draft = await saveAnnouncementDraft(key, body, basedOn);
      setDraftAt(draft.updatedAt);
      if (intent.current === "publish") {
        if (draft.errors.length > 0) {
          showFaults(new ApiError(400, "400", draft.errors[0]?.message ?? "", { errors: draft.errors }));
          return false;
        }
        setConfirming(body);
        return false;
      }
      onDrafted?.();
      return true;
    } catch (error) {
      if (intent.current === "send") setProblem(c("sendFailed", { message: error instanceof Error ? error.message : String(error) }));
      showFaults(error);
      return false;
    }
  };

  const press = (next: Intent) => {
    intent.current = next;
    form.submit();
  };

  return (
    <ModalForm<AnnouncementFormValues>
      title={t(record ? "adminConsole.announcements.editTitle" : "adminConsole.announcements.newTitle")}
      form={form}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setProblem(null);
          form.resetFields();
          form.setFieldsValue(formValuesOf(record, Date.now()));
        }
        onOpenChange(next);
      }}
      initialValues={formValuesOf(record, Date.now())}
      dateFormatter="number"
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{
        render: () => (
          <Space wrap style={{ justifyContent: "flex-end" }}>
            <Button onClick={() => onOpenChange(false)}>{t("adminConsole.announcements.cancel")}</Button>
            <Button onClick={() => press("send")}>{c("sendToMe")}</Button>
            <Button onClick={() => press("draft")}>{c("saveDraft")}</Button>
            <Button type="primary" aria-label={c("publishAria")} onClick={() => press("publish")}>
              {c("publish")}
            </Button>
          </Space>
        ),
      }}
      onFinish={submit}
    >
      {toastHolder}
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} role="alert" />}
      {info && <Alert type="success" showIcon message={info} style={{ marginBottom: 16 }} role="status" />}
      {draftAt && (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          message={c("editingDraft", { time: formatTime(draftAt, i18n.language) })}
          action={
            <Button size="small" onClick={() => void discard()}>
              {c("discard")}
            </Button>
          }
        />
      )}
      <ProFormRadio.Group
        name="kind"
        label={f("kind")}
        tooltip={f("kindHelp")}
        radioType="button"
        options={KINDS.map((kind) => ({ value: kind, label: t(`adminConsole.announcements.kinds.${kind}`) }))}
      />
      <ProFormSelect
        name="level"
        label={f("level")}
        allowClear={false}
        fieldProps={{ "aria-label": f("level") }}
        options={LEVELS.map((level) => ({ value: level, label: t(`adminConsole.announcements.levels.${level}`) }))}
      />
      <ProFormRadio.Group
        name="audience"
        label={f("audience")}
        options={[
          { value: "tenant", label: f("audienceTenant") },
          { value: "org", label: f("audienceOrg") },
        ]}
      />
      <ProFormDependency name={["audience"]}>
        {({ audience }) =>
          audience === "org" ? (
            <ProFormSelect
              name="orgId"
              label={f("org")}
              extra={f("orgHelp")}
              rules={[{ required: true, message: f("orgRequired") }]}
              options={orgOptions}
              fieldProps={{
                "aria-label": f("org"),
                showSearch: true,
                filterOption: false,
                placeholder: f("orgPlaceholder"),
                onSearch: (keyword: string) => {
                  void searchOrgs({ keyword, pageIndex: 1, pageSize: 50 })
                    .then((page) => setOrgOptions(page.records.map((org) => ({ value: String(org.id), label: org.fullName || org.name }))))
                    .catch(() => setOrgOptions([]));
                },
                onFocus: () => {
                  if (orgOptions.length <= 1) {
                    void searchOrgs({ keyword: "", pageIndex: 1, pageSize: 50 })
                      .then((page) => setOrgOptions(page.records.map((org) => ({ value: String(org.id), label: org.fullName || org.name }))))
                      .catch(() => undefined);
                  }
                },
              }}
            />
          ) : null
        }
      </ProFormDependency>
      <ProFormDateTimeRangePicker
        name="schedule"
        label={f("schedule")}
        extra={f("scheduleHelp")}
        rules={[{ validator: (_rule, value: unknown[] | undefined) => (value && value[0] ? Promise.resolve() : Promise.reject(new Error(f("scheduleRequired")))) }]}
        fieldProps={{ allowEmpty: [false, true], format: CONSOLE_DATE_TIME_FORMAT, showTime: { format: "HH:mm" }, placeholder: [f("scheduleStart"), f("scheduleEnd")], "aria-label": f("schedule") }}
      />
      {ANNOUNCEMENT_LOCALES.map((locale) => {
        const language = t(`adminConsole.announcements.languages.${locale}`);
        return (
          <div key={locale}>
            <ProFormText
              name={["titleAllLang", locale]}
              label={f("title", { language })}
              tooltip={locale === "zh-CN" ? f("textsHelp") : undefined}
              // Counted, never cut: a pasted title over the limit stays as pasted and the field says so (ADR 057).
              rules={[{ validator: (_rule: unknown, value: unknown) => (textLength(value) > TITLE_MAX ? Promise.reject(new Error(c("titleTooLong", { max: TITLE_MAX, count: textLength(value) }))) : Promise.resolve()) }]}
              fieldProps={{ count: { show: true, max: TITLE_MAX }, "aria-label": f("title", { language }) }}
            />
            <ProFormTextArea
              name={["contentAllLang", locale]}
              label={f("content", { language })}
              rules={[{ validator: (_rule: unknown, value: unknown) => (textLength(value) > CONTENT_MAX ? Promise.reject(new Error(c("contentTooLong", { max: CONTENT_MAX, count: textLength(value) }))) : Promise.resolve()) }]}
              fieldProps={{ count: { show: true, max: CONTENT_MAX }, rows: 3, "aria-label": f("content", { language }) }}
            />
          </div>
        );
      })}
      <AnnouncementPublishConfirm
        open={confirming !== null}
        record={record}
        draft={confirming}
        publishing={publishing}
        onPublish={() => void publish()}
        onCancel={() => setConfirming(null)}
      />
    </ModalForm>
  );
}
