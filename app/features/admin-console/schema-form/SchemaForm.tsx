import { ProForm } from "@ant-design/pro-components";
import { DownOutlined, RightOutlined, SearchOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, ColorPicker, ConfigProvider, Form, Input, InputNumber, Select, Space, Switch, Typography, Upload, type SwitchProps } from "antd";
import { READABLE_SWITCH_THEME } from "#app/kit/styles/base-theme";
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, uploadImage } from "#app/platform-api/file";
import { useTranslation } from "react-i18next";
import { childPointer, placeFaults, type FieldFault, type PlacedFaults } from "./field-errors.rules";
import { fieldGroups, schemaFields, type FieldGroup, type FieldSpec, type FormSchemaName } from "./schema-fields.rules";
import { fieldMatches, hasValueAt, namePointer, shownFaults } from "./form-view.rules";
import { FORM_SCHEMA_JSON } from "./validate-config";

export type ConfigValue = Record<string, unknown>;

export interface SchemaFormProps {
  schema: FormSchemaName;
  /** The value edited; read when the form mounts (give the form a new `key` to show another one). */
  value: ConfigValue;
  /** Faults of the value (ajv's and the platform's), each shown on the field its pointer names. */
  faults: readonly FieldFault[];
  /** The value after each change: properties the admin did not touch stay as they were (absent ones absent). */
  onChange: (value: ConfigValue) => void;
  disabled?: boolean;
  /**
   * Show every fault, touched or not (after a publish attempt). Otherwise a field's faults show
   * once the admin has changed it, or when it held a value as the form mounted (ADR 056): a new
   * form, or a new list item, shows no errors before the admin touches it.
   */
  showAllFaults?: boolean;
}

type Path = (string | number)[];

/** What the form shows: the value over the schema's defaults, so a switch shows what the portal uses. */
function formValues(fields: readonly FieldSpec[], value: ConfigValue): ConfigValue {
  const shown: ConfigValue = {};
  for (const field of fields) if (field.default !== undefined) shown[field.name] = structuredClone(field.default);
  return { ...shown, ...value };
}

/** A form value without the holes an empty control leaves (undefined and null), lists and objects included. */
function cleaned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => cleaned(item) ?? {});
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const clean = cleaned(item);
      if (clean !== undefined) out[key] = clean;
    }
    return out;
  }
  return value === null ? undefined : value;
}

/** The pointers of the fields shown for `value` (a list's items included): where faults may sit. */
function fieldPointers(fields: readonly FieldSpec[], value: unknown, parent = ""): string[] {
  const object = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return fields.flatMap((field) => {
    const pointer = childPointer(parent, field.name);
    const items = field.widget === "list" && Array.isArray(object[field.name]) ? (object[field.name] as unknown[]) : [];
    const locales = field.widget === "texts" ? (field.locales ?? []).map((locale) => childPointer(pointer, locale)) : [];
    return [pointer, ...locales, ...items.flatMap((item, index) => fieldPointers(field.item ?? [], item, childPointer(pointer, index)))];
  });
}

/**
 * A form made from a config schema (ADR 020): one field per property (SchemaField), faults
 * placed on their fields, every text from `adminConsole.*`. The fields sit in their schema's
 * groups (`x-group`, ADR 056), each a section that folds, under a box that filters them by title.
 */
export function SchemaForm({ schema, value, faults, onChange, disabled, showAllFaults = false }: SchemaFormProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => schemaFields(schema, FORM_SCHEMA_JSON[schema]), [schema]);
  const groups = useMemo(() => fieldGroups(fields, FORM_SCHEMA_JSON[schema]["x-groups"]), [fields, schema]);
  const [form] = Form.useForm<ConfigValue>();
  const latest = useRef(value);
  latest.current = value;
  const initial = useMemo(() => formValues(fields, value), [fields]); // eslint-disable-line react-hooks/exhaustive-deps -- read at mount, as documented
  const mounted = useRef(value);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [filter, setFilter] = useState("");
  const allPlaced = placeFaults(faults, fieldPointers(fields, formValues(fields, value)));
  const placed: PlacedFaults = { form: allPlaced.form, byField: shownFaults(allPlaced.byField, { all: showAllFaults, touched, present: (pointer) => hasValueAt(mounted.current, pointer) }) };
  const title = (field: FieldSpec) => t(field.titleKey);
  const query = filter.trim();
  const shown = (field: FieldSpec) => fieldMatches(title(field), query);
  const matches = fields.filter(shown).length;
  const handleFieldsChange = useCallback((changed: { name: (string | number)[] | string | number }[]) => {
    const pointers = changed.map((field) => namePointer(field.name));
    setTouched((before) => (pointers.every((pointer) => before.has(pointer)) ? before : new Set([...before, ...pointers])));
  }, []);
  const handleChange = (changed: ConfigValue, all: ConfigValue) => {
    const next: ConfigValue = { ...latest.current };
    for (const key of Object.keys(changed)) {
      const item = cleaned(all[key]);
      if (item === undefined) delete next[key];
      else next[key] = item;
    }
    onChange(next);
  };
  return (
    <ProForm<ConfigValue>
      form={form}
      layout="vertical"
      submitter={false}
      initialValues={initial}
      onValuesChange={handleChange}
      onFieldsChange={handleFieldsChange}
      disabled={disabled}
      aria-label={t(`adminConsole.kinds.${schema}`)}
    >
      {placed.form.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t("adminConsole.editor.formFaults")} description={<FaultList faults={placed.form} />} />
      )}
      <FieldFilter value={filter} onChange={setFilter} matches={matches} />
      {groups ? (
        groups.map((group) => <GroupSection key={group.key} group={group} placed={placed} shown={shown} filtering={query !== ""} />)
      ) : (
        fields.map((field) => <SchemaField key={field.name} field={field} path={[field.name]} pointer={childPointer("", field.name)} placed={placed} hidden={!shown(field)} />)
      )}
    </ProForm>
  );
}

/** The box that narrows the fields by their titles in the admin's language; it says when none is left. */
function FieldFilter({ value, onChange, matches }: { value: string; onChange: (value: string) => void; matches: number }) {
  const { t } = useTranslation();
  const statusId = useId();
  const query = value.trim();
  return (
    <div style={{ marginBottom: 16 }}>
      <Input
        type="search"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={t("adminConsole.schemaForm.filter.label")}
        aria-describedby={query ? statusId : undefined}
        placeholder={t("adminConsole.schemaForm.filter.placeholder")}
        style={{ maxWidth: 360 }}
      />
      <div id={statusId} role="status" style={{ marginTop: query ? 8 : 0, color: "rgba(0, 0, 0, 0.65)" }}>
        {query === "" ? null : matches === 0 ? t("adminConsole.schemaForm.filter.none", { query }) : t("adminConsole.schemaForm.filter.count", { count: matches })}
      </div>
    </div>
  );
}

/**
 * One group of fields: a titled section (a heading whose button folds it, WAI-ARIA's accordion).
 * A folded section keeps its fields in the form (hidden, not unmounted), so their values stay.
 * While the filter is on, a section shows its matching fields, open, and a section without any
 * is not shown.
 */
function GroupSection({ group, placed, shown, filtering }: { group: FieldGroup; placed: PlacedFaults; shown: (field: FieldSpec) => boolean; filtering: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  const visible = group.fields.filter(shown);
  const expanded = open || filtering;
  const faulty = group.fields.some((field) => Object.keys(placed.byField).some((pointer) => pointer === childPointer("", field.name) || pointer.startsWith(`${childPointer("", field.name)}/`)));
  return (
    <section data-field-group aria-labelledby={headingId} hidden={visible.length === 0} style={{ border: "1px solid #f0f0f0", borderRadius: 8, marginBottom: 16 }}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
        <Button
          type="text"
          block
          aria-expanded={expanded}
          aria-controls={bodyId}
          disabled={false}
          onClick={() => setOpen(!open)}
          icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
          style={{ justifyContent: "flex-start", height: "auto", padding: "12px 16px", fontSize: 16, fontWeight: 600, textAlign: "start" }}
        >
          {t(group.titleKey)}
          {faulty && !expanded ? <Typography.Text type="danger" style={{ fontWeight: 400, marginInlineStart: 8 }}>{t("adminConsole.schemaForm.groupFaulty")}</Typography.Text> : null}
        </Button>
      </Typography.Title>
      <div id={bodyId} hidden={!expanded} style={{ padding: "4px 16px 0" }}>
        {group.fields.map((field) => (
          <SchemaField key={field.name} field={field} path={[field.name]} pointer={childPointer("", field.name)} placed={placed} hidden={!shown(field)} />
        ))}
      </div>
    </section>
  );
}

function FaultList({ faults }: { faults: readonly FieldFault[] }) {
  const { t } = useTranslation();
  const text = (fault: FieldFault) => (fault.messageKey ? t(fault.messageKey, { ...fault.params, defaultValue: fault.message }) : fault.message);
  if (faults.length === 1) return <span>{text(faults[0]!)}</span>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {faults.map((fault, i) => (
        <li key={i}>{text(fault)}</li>
      ))}
    </ul>
  );
}

interface SchemaFieldProps {
  field: FieldSpec;
  /** The field's name in the form (relative inside a list item). */
  path: Path;
  /** The field's JSON pointer in the value. */
  pointer: string;
  placed: PlacedFaults;
  /** Filtered out: kept in the form, not shown. */
  hidden?: boolean;
}

/**
 * One property's field: its widget inside a form item with its title, help text and faults.
 * antd's Form.Item, not ProForm.Item: ProForm.Item drops `help`, where the faults show.
 */
function SchemaField({ field, path, pointer, placed, hidden }: SchemaFieldProps) {
  const { t } = useTranslation();
  const title = t(field.titleKey);
  const faults = placed.byField[pointer] ?? [];
  const faultProps = faults.length > 0 ? { validateStatus: "error" as const, help: <FaultList faults={faults} /> } : {};
  const common = { name: path, label: title, extra: t(field.helpKey), required: field.required ?? false, hidden: hidden ?? false, ...faultProps };
  if (field.widget === "list") return <ListField field={field} path={path} pointer={pointer} placed={placed} title={title} faultProps={faultProps} hidden={hidden} />;
  if (field.widget === "texts") return <TextsField field={field} path={path} pointer={pointer} placed={placed} title={title} faultProps={faultProps} hidden={hidden} />;
  if (field.widget === "switch")
    return (
      <Form.Item {...common} valuePropName="checked">
        <LabelledSwitch checkedChildren={t("adminConsole.form.on")} unCheckedChildren={t("adminConsole.form.off")} />
      </Form.Item>
    );
  if (field.widget === "flag")
    return (
      <Form.Item {...common} getValueProps={(v: unknown) => ({ checked: v === 1 })} normalize={(checked: boolean) => (checked ? 1 : 0)}>
        <LabelledSwitch checkedChildren={t("adminConsole.form.on")} unCheckedChildren={t("adminConsole.form.off")} />
      </Form.Item>
    );
  if (field.widget === "select")
    return (
      <Form.Item {...common}>
        <Select allowClear style={{ maxWidth: 320 }} options={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.labelKey) }))} />
      </Form.Item>
    );
  if (field.widget === "number")
    return (
      <Form.Item {...common}>
        <InputNumber min={field.min} max={field.max} precision={field.integer ? 0 : undefined} style={{ width: 200 }} />
      </Form.Item>
    );
  if (field.widget === "color")
    return (
      <Form.Item {...common}>
        <ColorInput label={title} />
      </Form.Item>
    );
  if (field.widget === "image")
    return (
      <Form.Item {...common}>
        <ImageInput label={title} />
      </Form.Item>
    );
  return (
    <Form.Item {...common}>
      <Input type={field.widget === "url" ? "url" : "text"} inputMode={field.widget === "url" ? "url" : undefined} style={{ maxWidth: 520 }} />
    </Form.Item>
  );
}

/** A colour as its CSS text (what the schema checks) beside antd's picker; the picker writes #rrggbb, or rgba() with transparency. */
function ColorInput({ id, value, onChange, label }: { id?: string; value?: unknown; onChange?: (value: string) => void; label: string }) {
  const { t } = useTranslation();
  const text = typeof value === "string" ? value : "";
  return (
    <Space.Compact style={{ maxWidth: 320 }}>
      <Input id={id} value={text} onChange={(event) => onChange?.(event.target.value)} />
      <ColorPicker
        value={text || undefined}
        onChangeComplete={(color) => onChange?.(color.toRgb().a < 1 ? color.toRgbString() : color.toHexString())}
        aria-label={t("adminConsole.form.pickColour", { field: label })}
      >
        <Button aria-label={t("adminConsole.form.pickColour", { field: label })} style={{ background: text || undefined, width: 40 }} />
      </ColorPicker>
    </Space.Compact>
  );
}

type UploadState = { kind: "idle" } | { kind: "uploading" } | { kind: "done"; name: string } | { kind: "failed"; text: string };

/**
 * A picture's address (ADR 021): typed, or uploaded to the platform, which keeps the bytes and
 * answers the same-origin address written here. The type and size are checked before sending,
 * and the platform checks them again by the file's first bytes; a refusal shows under the field.
 */
function ImageInput({ id, value, onChange, label }: { id?: string; value?: unknown; onChange?: (value: string) => void; label: string }) {
  const { t } = useTranslation();
  const text = typeof value === "string" ? value : "";
  const [upload, setUpload] = useState<UploadState>({ kind: "idle" });
  const limitsId = useId();
  const send = async (file: File) => {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return setUpload({ kind: "failed", text: t("adminConsole.form.notImage") });
    if (file.size > MAX_IMAGE_BYTES) return setUpload({ kind: "failed", text: t("adminConsole.form.tooLarge", { size: MAX_IMAGE_BYTES / 1024 }) });
    setUpload({ kind: "uploading" });
    try {
      const image = await uploadImage(file);
      onChange?.(image.url);
      setUpload({ kind: "done", name: file.name });
    } catch (error) {
      setUpload({ kind: "failed", text: t("adminConsole.form.uploadFailed", { message: error instanceof Error ? error.message : String(error) }) });
    }
  };
  return (
    <Space direction="vertical" size={4} style={{ width: "100%", maxWidth: 520 }}>
      <Space.Compact style={{ width: "100%" }}>
        <Input id={id} type="url" inputMode="url" value={text} aria-describedby={limitsId} onChange={(event) => onChange?.(event.target.value)} />
        <Upload
          accept={IMAGE_TYPES.join(",")}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={upload.kind === "uploading"} aria-label={t("adminConsole.form.upload", { field: label })} aria-describedby={limitsId}>
            {upload.kind === "uploading" ? t("adminConsole.form.uploading") : null}
          </Button>
        </Upload>
      </Space.Compact>
      {/* What may be uploaded, said before a file is chosen. */}
      <span id={limitsId} style={{ fontSize: 12, color: "rgba(0, 0, 0, 0.65)" }}>
        {t("adminConsole.form.imageLimits", { size: MAX_IMAGE_BYTES / 1024 })}
      </span>
      {text && /^(https?:\/\/|\/(?!\/))/.test(text) && (
        <img src={text} alt={t("adminConsole.form.imagePreview", { field: label })} style={{ maxHeight: 48, maxWidth: 240, objectFit: "contain", border: "1px solid #f0f0f0", borderRadius: 4, padding: 2 }} />
      )}
      {upload.kind === "done" && (
        <Typography.Text type="success" role="status">
          {t("adminConsole.form.uploaded", { name: upload.name })}
        </Typography.Text>
      )}
      {upload.kind === "failed" && (
        <Typography.Text type="danger" role="alert">
          {upload.text}
        </Typography.Text>
      )}
    </Space>
  );
}

interface ListFieldProps extends SchemaFieldProps {
  title: string;
  faultProps: { validateStatus?: "error"; help?: ReactNode };
}

/**
 * A text per locale (ADR 056): one input per locale the schema names, each labelled with its
 * language in the admin's language, in a group named by the field's title.
 */
function TextsField({ field, path, pointer, placed, title, faultProps, hidden }: ListFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={title} extra={t(field.helpKey)} required={field.required ?? false} hidden={hidden ?? false} {...faultProps}>
      <div role="group" aria-label={title} style={{ display: "grid", gap: 8, maxWidth: 520 }}>
        {(field.locales ?? []).map((locale) => {
          const faults = placed.byField[childPointer(pointer, locale)] ?? [];
          return (
            <Form.Item
              key={locale}
              name={[...path, locale]}
              label={t(`adminConsole.schemaForm.languages.${locale}`, { defaultValue: locale })}
              style={{ marginBottom: 0 }}
              {...(faults.length > 0 ? { validateStatus: "error" as const, help: <FaultList faults={faults} /> } : {})}
            >
              <Input lang={locale} />
            </Form.Item>
          );
        })}
      </div>
    </Form.Item>
  );
}

/** An array of objects: each item a group of its item schema's fields, with add and remove. */
function ListField({ field, path, pointer, placed, title, faultProps, hidden }: ListFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={title} extra={t(field.helpKey)} required={field.required ?? false} hidden={hidden ?? false} {...faultProps}>
      <Form.List name={path}>
        {(items, { add, remove }) => (
          <div role="group" aria-label={title}>
            {items.map((item, index) => (
              <fieldset key={item.key} style={{ border: "1px solid #f0f0f0", borderRadius: 6, padding: "8px 12px", marginBottom: 8 }}>
                <legend style={{ fontSize: 13, width: "auto", padding: "0 4px", margin: 0, border: 0 }}>{t("adminConsole.form.item", { index: index + 1 })}</legend>
                {(field.item ?? []).map((sub) => (
                  <SchemaField key={sub.name} field={sub} path={[item.name, sub.name]} pointer={childPointer(childPointer(pointer, index), sub.name)} placed={placed} />
                ))}
                <Button danger size="small" onClick={() => remove(item.name)}>
                  {t("adminConsole.form.remove", { index: index + 1 })}
                </Button>
              </fieldset>
            ))}
            <Button type="dashed" onClick={() => add({})}>
              {t("adminConsole.form.add", { field: title })}
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** A switch with on/off labels, its unchecked label readable (READABLE_SWITCH_THEME); Form.Item's value props pass through. */
function LabelledSwitch(props: SwitchProps) {
  return (
    <ConfigProvider theme={READABLE_SWITCH_THEME}>
      <Switch {...props} />
    </ConfigProvider>
  );
}
