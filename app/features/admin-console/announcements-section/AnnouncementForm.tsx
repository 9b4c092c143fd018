import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from "@ant-design/pro-components";
import { Alert, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "#app/platform-api/client";
import { changeAnnouncement, postAnnouncement, type AnnouncementRecord } from "#app/platform-api/announcements";
import { searchOrgs } from "#app/platform-api/org-permission";
import { ANNOUNCEMENT_LOCALES, formFieldOf, formValuesOf, writeOf, type AnnouncementFormValues } from "./announcement-form.rules";

export interface AnnouncementFormProps {
  /** The announcement to change; null: a new one. */
  record: AnnouncementRecord | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After a save (the record as the platform answered it). */
  onSaved(record: AnnouncementRecord): void;
  /** The record changed meanwhile (412): the list reloads. */
  onStale(): void;
}

const KINDS = ["bulletin", "alert"] as const;
const LEVELS = ["normal", "important", "urgent"] as const;
const TITLE_MAX = 200;
const CONTENT_MAX = 4000;

/**
 * Posts or changes an announcement (ADR 024): kind, level, audience (the whole tenant, or an
 * org found by name), the schedule as a date-time range whose end may stay empty, and the
 * title and text per locale. The platform checks the body; each of its faults shows on its
 * field, and a change over a newer version (412) says so and reloads the list.
 */
export function AnnouncementForm({ record, open, onOpenChange, onSaved, onStale }: AnnouncementFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [orgOptions, setOrgOptions] = useState<{ value: string; label: string }[]>(record?.orgId ? [{ value: record.orgId, label: record.orgName ?? record.orgId }] : []);
  const f = (key: string, params?: Record<string, unknown>) => t(`adminConsole.announcements.fields.${key}`, params);

  const submit = async (values: AnnouncementFormValues): Promise<boolean> => {
    setProblem(null);
    try {
      const body = writeOf(values);
      const saved = record ? await changeAnnouncement(record.id, record.version, body) : await postAnnouncement(body);
      onSaved(saved);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        setProblem(t("adminConsole.announcements.stale"));
        onStale();
        return false;
      }
      const faults = error instanceof ApiError ? ((error.data as { errors?: { path: string; message: string }[] } | null)?.errors ?? []) : [];
      const onFields = faults.flatMap((fault) => {
        const name = formFieldOf(fault.path);
        return name ? [{ name, errors: [fault.message] }] : [];
      });
      if (onFields.length > 0) form.setFields(onFields as Parameters<typeof form.setFields>[0]);
      const elsewhere = faults.filter((fault) => formFieldOf(fault.path) === null);
      if (onFields.length > 0 && elsewhere.length === 0) setProblem(t("adminConsole.announcements.fixFields"));
      else setProblem(t("adminConsole.announcements.failed", { message: error instanceof Error ? error.message : String(error) }));
      return false;
    }
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
      submitter={{ searchConfig: { submitText: t("adminConsole.announcements.save"), resetText: t("adminConsole.announcements.cancel") } }}
      onFinish={submit}
    >
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} role="alert" />}
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
        fieldProps={{ allowEmpty: [false, true], placeholder: [f("scheduleStart"), f("scheduleEnd")], "aria-label": f("schedule") }}
      />
      {ANNOUNCEMENT_LOCALES.map((locale) => {
        const language = t(`adminConsole.announcements.languages.${locale}`);
        return (
          <div key={locale}>
            <ProFormText
              name={["titleAllLang", locale]}
              label={f("title", { language })}
              tooltip={locale === "zh-CN" ? f("textsHelp") : undefined}
              fieldProps={{ maxLength: TITLE_MAX, "aria-label": f("title", { language }) }}
            />
            <ProFormTextArea
              name={["contentAllLang", locale]}
              label={f("content", { language })}
              fieldProps={{ maxLength: CONTENT_MAX, rows: 3, "aria-label": f("content", { language }) }}
            />
          </div>
        );
      })}
    </ModalForm>
  );
}
