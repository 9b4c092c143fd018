import { ModalForm, ProFormSelect, ProFormSwitch, ProFormText } from "@ant-design/pro-components";
import { Alert, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { InvalidEntry, type EntryKind, type EntryRecord, type EntryWrites } from "#app/platform-api/entries-admin";
import { bodyOf, ENTRY_FIELDS, entryFaults, formValuesOf, NAME_LOCALES, platformFaults, type EntryFault, type FormValues } from "./entry-fields.rules";

export interface EntryFormProps<K extends EntryKind> {
  kind: K;
  /** The entry edited, or null for a new one. */
  record: EntryRecord<K> | null;
  open: boolean;
  title: string;
  onOpenChange: (open: boolean) => void;
  /** Saves the body; throws InvalidEntry (the platform's field faults) or any error to show. */
  onSave: (body: EntryWrites[K]) => Promise<void>;
}

/**
 * One entry's fields in a dialog (ADR 023): its name in zh-CN, en and sv-SE, and the kind's
 * own fields. On save the body is checked against the kind's write schema, the one the
 * platform checks; each fault shows on its field, as do the platform's when it refuses.
 */
export function EntryForm<K extends EntryKind>({ kind, record, open, title, onOpenChange, onSave }: EntryFormProps<K>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const label = (name: string) => t(`adminConsole.entries.fields.${name}`);
  const text = (fault: EntryFault) => (fault.messageKey ? t(fault.messageKey, { ...fault.params, defaultValue: fault.message }) : fault.message);
  const showFaults = (faults: EntryFault[]) => {
    const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
    for (const fault of faults) {
      // A fault below a field (a locale of the names) or of the whole body lands on the nearest field shown.
      const name = fault.field.length === 0 ? ["nameAllLang", "zh-CN"] : fault.field[0] === "nameAllLang" && fault.field.length === 1 ? ["nameAllLang", "zh-CN"] : fault.field.slice(0, 2);
      const key = name.join("/");
      const item = byField.get(key) ?? { name, errors: [] };
      item.errors.push(text(fault));
      byField.set(key, item);
    }
    form.setFields([...byField.values()]);
  };
  return (
    <ModalForm<FormValues>
      key={record?.id ?? "new"}
      title={title}
      open={open}
      form={form}
      initialValues={formValuesOf(kind, record)}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      onOpenChange={(next) => {
        setProblem(null);
        onOpenChange(next);
      }}
      submitter={{
        searchConfig: { submitText: t("adminConsole.entries.actions.save"), resetText: t("adminConsole.entries.actions.cancel") },
        // antd spaces out a two-character Chinese label ("保 存"): the accessible name stays the word.
        submitButtonProps: { "aria-label": t("adminConsole.entries.actions.save") },
        resetButtonProps: { "aria-label": t("adminConsole.entries.actions.cancel") },
      }}
      onFinish={async (values) => {
        setProblem(null);
        const body = bodyOf(kind, values);
        const faults = entryFaults(kind, body);
        if (faults.length > 0) {
          showFaults(faults);
          return false;
        }
        try {
          await onSave(body);
          return true;
        } catch (error) {
          if (error instanceof InvalidEntry && error.errors.length > 0) showFaults(platformFaults(error.errors));
          else setProblem(t("adminConsole.entries.messages.saveFailed", { message: error instanceof Error ? error.message : String(error) }));
          return false;
        }
      }}
    >
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      {NAME_LOCALES.map((locale) => (
        <ProFormText key={locale} name={["nameAllLang", locale]} label={t(`adminConsole.entries.fields.nameAllLang.${locale}`)} fieldProps={{ maxLength: 100 }} />
      ))}
      {ENTRY_FIELDS[kind].map((field) => {
        if (field.widget === "switch") return <ProFormSwitch key={field.name} name={field.name} label={label(field.name)} />;
        if (field.widget === "select")
          return (
            <ProFormSelect
              key={field.name}
              name={field.name}
              label={label(field.name)}
              allowClear={false}
              fieldProps={{ "aria-label": label(field.name) }}
              options={(field.options ?? []).map((value) => ({ value, label: t(`adminConsole.entries.options.${field.name}.${value}`) }))}
            />
          );
        return <ProFormText key={field.name} name={field.name} label={label(field.name)} fieldProps={{ maxLength: field.widget === "link" ? 2048 : 200, inputMode: field.widget === "link" ? "url" : undefined }} />;
      })}
    </ModalForm>
  );
}
