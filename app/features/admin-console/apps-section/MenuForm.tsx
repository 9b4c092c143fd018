import { ModalForm, ProFormSelect, ProFormText } from "@ant-design/pro-components";
import { Alert, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { createMenu, InvalidWrite, updateMenu, type AdminMenu, type MenuRole } from "#app/platform-api/product-admin";
import type { MenuWrite } from "#app/types/generated/menu-write";
import type { MicroApp } from "#app/types/generated/micro-app";
import { validateMenuWrite } from "#app/types/generated/validators/menu-write.js";
import { faultsFromAjv, faultsFromPlatform, type FieldFault } from "../schema-form/field-errors.rules";
import { fieldOfPointer } from "./field-of-pointer.rules";
import { fitsUnder, menuWriteOf } from "./menu-tree.rules";

const LOCALES = ["zh-CN", "en", "sv-SE"] as const;
const SOURCE_TYPES = ["app-category", "app", "dir", "menu"] as const;
const MENU_FORM_FIELDS = ["nameAllLang", "code", "sourceType", "microAppId", "url", "urlParams", "roles", "parentId"];

interface MenuFormValues {
  nameAllLang: Partial<Record<(typeof LOCALES)[number], string>>;
  code?: string;
  sourceType?: AdminMenu["sourceType"];
  microAppId?: string;
  url?: string;
  urlParams?: string;
  roles?: string[];
}

export interface MenuFormProps {
  /** The menu to change; null makes one under `parent`. */
  menu: AdminMenu | null;
  /** Where a new menu goes (null: the top, an app category). */
  parent: AdminMenu | null;
  apps: readonly MicroApp[];
  roles: readonly MenuRole[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved(menu: AdminMenu): void;
}

/** The body the form's values make over what the menu has (a new one: nothing). */
function menuBody(values: MenuFormValues, menu: AdminMenu | null, parent: AdminMenu | null): MenuWrite {
  const sourceType = values.sourceType ?? "menu";
  const opens = sourceType === "menu" || sourceType === "app";
  const base: MenuWrite = menu ? menuWriteOf(menu) : { parentId: parent?.id ?? null, nameAllLang: { "zh-CN": "", en: "", "sv-SE": "" }, code: "", sourceType };
  const body: MenuWrite = {
    ...base,
    nameAllLang: { "zh-CN": values.nameAllLang?.["zh-CN"] ?? "", en: values.nameAllLang?.en ?? "", "sv-SE": values.nameAllLang?.["sv-SE"] ?? "" },
    code: (values.code ?? "").trim(),
    sourceType,
    microAppId: opens && values.microAppId ? values.microAppId : null,
    url: opens && !values.microAppId && values.url?.trim() ? values.url.trim() : null,
    roles: values.roles ?? [],
  };
  if (sourceType === "menu") body.urlParams = values.urlParams?.trim() ? values.urlParams.trim() : null;
  else {
    delete body.urlParams;
    delete body.authoritySuffixes;
  }
  if (sourceType !== "app") {
    delete body.appCode;
    delete body.sourceKey;
  }
  return body;
}

/**
 * Makes or changes a menu of the application tree (SPEC §2 levels, §3 Menu node): its names,
 * authority code, type, the registered app or portal page it opens, and the menu roles granted
 * it (SPEC §6), checked against schemas/menu-write.schema.json in the browser and by the platform.
 */
export function MenuForm({ menu, parent, apps, roles, open, onOpenChange, onSaved }: MenuFormProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<MenuFormValues>();
  const [formFault, setFormFault] = useState<string | null>(null);
  const parentType = menu ? undefined : parent ? parent.sourceType : null;
  const types = SOURCE_TYPES.filter((type) => (menu ? true : fitsUnder(type, parentType ?? null)));
  const faultText = (fault: FieldFault) => (fault.messageKey ? t(fault.messageKey, { ...fault.params, defaultValue: fault.message }) : fault.message);
  const appName = (app: MicroApp) => (app.nameAllLang as unknown as Record<string, string>)[i18n.language] ?? app.name;

  const showFaults = (faults: readonly FieldFault[]) => {
    const byField = new Map<string, { name: string[]; errors: string[] }>();
    const loose: string[] = [];
    for (const fault of faults) {
      const name = fieldOfPointer(fault.pointer, MENU_FORM_FIELDS);
      if (!name) {
        loose.push(faultText(fault));
        continue;
      }
      const entry = byField.get(name.join("/")) ?? { name, errors: [] };
      entry.errors.push(faultText(fault));
      byField.set(name.join("/"), entry);
    }
    form.setFields([...byField.values()] as Parameters<typeof form.setFields>[0]);
    setFormFault(loose.length > 0 ? loose.join("; ") : null);
  };

  const submit = async (values: MenuFormValues): Promise<boolean> => {
    setFormFault(null);
    const body = menuBody({ ...form.getFieldsValue(true), ...values } as MenuFormValues, menu, parent);
    if (!validateMenuWrite(body)) {
      showFaults(faultsFromAjv(validateMenuWrite.errors ?? []));
      return false;
    }
    try {
      onSaved(menu ? await updateMenu(menu.id, body) : await createMenu(body));
      return true;
    } catch (error) {
      if (error instanceof InvalidWrite) showFaults(faultsFromPlatform(error.errors));
      else setFormFault(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  const initialValues: MenuFormValues = menu
    ? {
        nameAllLang: { ...menu.nameAllLang },
        code: menu.code ?? "",
        sourceType: menu.sourceType,
        microAppId: menu.microAppId ?? undefined,
        url: menu.microAppId ? undefined : (menu.url ?? undefined),
        urlParams: menu.urlParams ?? undefined,
        roles: [...menu.roles],
      }
    : { nameAllLang: {}, sourceType: types.includes("menu") ? "menu" : types[0], code: parent?.code ? `${parent.code}.` : "", roles: [...(parent?.roles ?? [])] };

  return (
    <ModalForm<MenuFormValues>
      title={menu ? t("adminConsole.apps.menu.edit", { name: menu.name }) : parent ? t("adminConsole.apps.menu.createUnder", { name: parent.name }) : t("adminConsole.apps.menu.createTop")}
      form={form}
      open={open}
      onOpenChange={(next) => {
        if (!next) setFormFault(null);
        onOpenChange(next);
      }}
      initialValues={initialValues}
      submitter={{ searchConfig: { submitText: t("adminConsole.apps.save"), resetText: t("adminConsole.apps.cancel") } }}
      onFinish={submit}
      validateTrigger={[]}
    >
      {formFault && <Alert type="error" showIcon message={formFault} style={{ marginBottom: 16 }} />}
      {LOCALES.map((locale) => (
        <ProFormText key={locale} name={["nameAllLang", locale]} label={t(`adminConsole.apps.menu.name.${locale}`)} />
      ))}
      <ProFormText name="code" label={t("adminConsole.apps.menu.code")} extra={t("adminConsole.apps.menu.codeHelp")} />
      <ProFormSelect
        name="sourceType"
        label={t("adminConsole.apps.menu.sourceType")}
        options={types.map((type) => ({ value: type, label: t(`adminConsole.apps.sourceTypes.${type}`) }))}
        />
      <ProFormSelect
        name="microAppId"
        label={t("adminConsole.apps.menu.microApp")}
        extra={t("adminConsole.apps.menu.microAppHelp")}
        options={apps.map((app) => ({ value: app.id, label: `${appName(app)} (${app.id})` }))}
        fieldProps={{ allowClear: true, showSearch: true }}
      />
      <ProFormText name="url" label={t("adminConsole.apps.menu.url")} extra={t("adminConsole.apps.menu.urlHelp")} />
      <ProFormText name="urlParams" label={t("adminConsole.apps.menu.urlParams")} />
      <ProFormSelect
        name="roles"
        mode="multiple"
        label={t("adminConsole.apps.menu.roles")}
        extra={t("adminConsole.apps.menu.rolesHelp")}
        options={roles.map((role) => ({ value: role.code, label: `${role.name} (${role.code})` }))}
        />
    </ModalForm>
  );
}
