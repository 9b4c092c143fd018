import { ModalForm, ProForm, ProFormSelect, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import { Alert, Descriptions, Form, Space, Typography } from "antd";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "#app/platform-api/client";
import { InvalidWrite, microApp, registerMicroApp, StaleWrite, updateMicroApp } from "#app/platform-api/product-admin";
import type { MicroApp } from "#app/types/generated/micro-app";
import { validateMicroAppWrite } from "#app/types/generated/validators/micro-app-write.js";
import { AppCheckFindings, findingsStopSave } from "../app-check/AppCheckFindings";
import { checkKey, isCheckableEntry, useAppCheck } from "../app-check/use-app-check";
import { faultsFromAjv, faultsFromPlatform, type FieldFault } from "../schema-form/field-errors.rules";
import { appFieldText, appFormValues, appWriteOf, changedAppFields, NEW_APP_VALUES, type AppFormValues } from "./app-form.rules";
import { AppEntryInput } from "./AppEntryInput";
import { fieldOfPointer } from "./field-of-pointer.rules";

const LOCALES = ["zh-CN", "en", "sv-SE"] as const;
const KINDS = ["microApp", "iframe", "window"] as const;
const SANDBOX = ["allow-scripts", "allow-same-origin", "allow-forms", "allow-popups", "allow-downloads", "allow-modals"] as const;
const APP_FORM_FIELDS = ["id", "nameAllLang", "entry", "kind", "routePath", "cache", "allowedOrigins", "sandbox", "props"];

/** The newer stored app a change was refused for (412), beside the version the admin edited. */
interface Conflict {
  edited: MicroApp;
  now: MicroApp;
}

export interface AppFormProps {
  /** The app to change; null registers a new one. */
  app: MicroApp | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After a write the platform took. */
  onSaved(app: MicroApp): void;
}

/**
 * Registers or changes an app (SPEC §3 Registered micro-app): every field of
 * schemas/micro-app-write.schema.json, checked by its generated validator before it is sent
 * and by the platform after, each fault on its field. A change carries the version read
 * (If-Match); when someone changed the app meanwhile, the form shows what changed and keeps
 * what the admin typed, to be sent again over the newer version. The entry is checked from the
 * portal's server when it is left, at its 检查 button and before a save that changes it (ADR 060):
 * what a browser will refuse shows beside it, and stops the save once ("仍然保存" then saves).
 */
export function AppForm({ app, open, onOpenChange, onSaved }: AppFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AppFormValues>();
  const [formFault, setFormFault] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const isNew = app === null;
  const findingsId = useId();
  const entryCheck = useAppCheck();
  /** The entry and kind whose stopping findings the admin has seen: a save of them goes ahead. */
  const seenStop = useRef<string | null>(null);
  const currentEntry = () => String(form.getFieldValue("entry") ?? "").trim();
  const currentKind = () => String(form.getFieldValue("kind") ?? "");
  const checkNow = (force: boolean) => {
    const entry = currentEntry();
    if (!isCheckableEntry(entry)) {
      if (force) form.setFields([{ name: "entry", errors: [t("adminConsole.appCheck.needEntry")] }]);
      return;
    }
    void entryCheck.check(entry, currentKind(), force);
  };
  const watchedEntry = String(Form.useWatch("entry", form) ?? "").trim();
  const watchedKind = String(Form.useWatch("kind", form) ?? "");
  const shown = entryCheck.shownKey === checkKey(watchedEntry, watchedKind) ? entryCheck.state : ({ status: "idle" } as const);
  const stopping = findingsStopSave(shown);
  if (stopping) seenStop.current = entryCheck.shownKey;
  const faultText = (fault: FieldFault) => (fault.messageKey ? t(fault.messageKey, { ...fault.params, defaultValue: fault.message }) : fault.message);

  const showFaults = (faults: readonly FieldFault[]) => {
    const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
    const loose: string[] = [];
    for (const fault of faults) {
      const name = fieldOfPointer(fault.pointer, APP_FORM_FIELDS);
      if (!name) {
        loose.push(faultText(fault));
        continue;
      }
      const key = name.join("/");
      const entry = byField.get(key) ?? { name, errors: [] };
      entry.errors.push(faultText(fault));
      byField.set(key, entry);
    }
    form.setFields([...byField.values()] as Parameters<typeof form.setFields>[0]);
    setFormFault(loose.length > 0 ? loose.join("; ") : null);
  };

  const submit = async (values: AppFormValues): Promise<boolean> => {
    setFormFault(null);
    const all = { ...form.getFieldsValue(true), ...values } as AppFormValues;
    const { body, propsFault } = appWriteOf(all, isNew);
    const faults = validateMicroAppWrite(body) ? [] : faultsFromAjv(validateMicroAppWrite.errors ?? []);
    if (propsFault) faults.push({ pointer: "/props", messageKey: "adminConsole.apps.app.propsNotJson", params: {}, message: "props" });
    if (faults.length > 0) {
      showFaults(faults);
      return false;
    }
    // ADR 060: a changed entry is checked first; what a browser will refuse stops the save once.
    if (body.entry !== app?.entry || body.kind !== app?.kind) {
      const key = checkKey(body.entry, body.kind);
      const seen = seenStop.current === key;
      const checked = await entryCheck.check(body.entry, body.kind);
      if (findingsStopSave(checked) && !seen) {
        // The findings sit under the entry, far above the button that now reads 仍然保存.
        document.getElementById(findingsId)?.scrollIntoView({ block: "center" });
        return false;
      }
    }
    try {
      const base = conflict?.now ?? app;
      const saved = base ? await updateMicroApp(base.id, base.version, body) : await registerMicroApp(body);
      setConflict(null);
      onSaved(saved);
      return true;
    } catch (error) {
      if (error instanceof InvalidWrite) showFaults(faultsFromPlatform(error.errors));
      else if (error instanceof StaleWrite && app) setConflict({ edited: conflict?.now ?? app, now: await microApp(app.id) });
      else setFormFault(error instanceof ApiError || error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  return (
    <ModalForm<AppFormValues>
      title={isNew ? t("adminConsole.apps.app.create") : t("adminConsole.apps.app.edit", { name: app.name })}
      form={form}
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setConflict(null);
          setFormFault(null);
          entryCheck.clear();
          seenStop.current = null;
        }
        onOpenChange(next);
      }}
      initialValues={app ? appFormValues(app) : NEW_APP_VALUES}
      submitter={{ searchConfig: { submitText: stopping ? t("adminConsole.appCheck.saveAnyway") : t("adminConsole.apps.save"), resetText: t("adminConsole.apps.cancel") } }}
      onFinish={submit}
      validateTrigger={[]}
    >
      {conflict && <ConflictNote conflict={conflict} />}
      {formFault && <Alert type="error" showIcon message={formFault} style={{ marginBottom: 16 }} />}
      {isNew && <ProFormText name="id" label={t("adminConsole.apps.app.id")} extra={t("adminConsole.apps.app.idHelp")} />}
      {LOCALES.map((locale) => (
        <ProFormText key={locale} name={["nameAllLang", locale]} label={t(`adminConsole.apps.app.name.${locale}`)} />
      ))}
      <ProForm.Item name="entry" label={t("adminConsole.apps.app.entry")} extra={t("adminConsole.apps.app.entryHelp")} style={{ marginBottom: shown.status === "idle" ? undefined : 8 }}>
        <AppEntryInput
          findingsId={findingsId}
          checking={shown.status === "checking"}
          onBlur={() => checkNow(false)}
          onCheck={() => checkNow(true)}
        />
      </ProForm.Item>
      <AppCheckFindings id={findingsId} state={shown} />
      <ProFormSelect
        name="kind"
        label={t("adminConsole.apps.app.kind")}
        options={KINDS.map((kind) => ({ value: kind, label: t(`adminConsole.apps.kinds.${kind}`) }))}
        fieldProps={{ onChange: () => (entryCheck.shownKey !== null ? setTimeout(() => checkNow(false)) : undefined) }}
        />
      <ProFormText name="routePath" label={t("adminConsole.apps.app.routePath")} extra={t("adminConsole.apps.app.routePathHelp")} />
      <ProFormSelect
        name="cache"
        label={t("adminConsole.apps.app.cache")}
        options={(["auto", "yes", "no"] as const).map((value) => ({ value, label: t(`adminConsole.apps.cache.${value}`) }))}
        />
      <ProFormSelect
        name="allowedOrigins"
        label={t("adminConsole.apps.app.allowedOrigins")}
        extra={t("adminConsole.apps.app.allowedOriginsHelp")}
        mode="tags"
        fieldProps={{ open: false, tokenSeparators: [" ", ","] }}
      />
      <ProFormSelect
        name="sandbox"
        label={t("adminConsole.apps.app.sandbox")}
        extra={t("adminConsole.apps.app.sandboxHelp")}
        mode="multiple"
        options={SANDBOX.map((token) => ({ value: token, label: token }))}
        />
      <ProFormTextArea name="props" label={t("adminConsole.apps.app.props")} extra={t("adminConsole.apps.app.propsHelp")} fieldProps={{ rows: 3 }} />
    </ModalForm>
  );
}

/** What changed since the version the admin edited: field, the value then, the value now. */
function ConflictNote({ conflict }: { conflict: Conflict }) {
  const { t } = useTranslation();
  const changed = changedAppFields(conflict.edited, conflict.now);
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t("adminConsole.apps.conflict.title", { version: conflict.now.version })}
      description={
        <Space direction="vertical" style={{ width: "100%" }}>
          <Typography.Text>{t("adminConsole.apps.conflict.kept")}</Typography.Text>
          {changed.length === 0 ? (
            <Typography.Text>{t("adminConsole.apps.conflict.noFieldChanged")}</Typography.Text>
          ) : (
            <Descriptions size="small" column={1} bordered aria-label={t("adminConsole.apps.conflict.changes")}>
              {changed.map((field) => (
                <Descriptions.Item key={field} label={t(`adminConsole.apps.fields.${field}`)}>
                  <Space direction="vertical" size={0}>
                    <span>{t("adminConsole.apps.conflict.then", { value: appFieldText(conflict.edited, field) })}</span>
                    <span>{t("adminConsole.apps.conflict.now", { value: appFieldText(conflict.now, field) })}</span>
                  </Space>
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </Space>
      }
    />
  );
}
