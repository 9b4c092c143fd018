import { Alert, Button, ColorPicker, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography, Upload, type InputRef } from "antd";
import { useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { uploadImage } from "#app/platform-api/file";
import type { WatermarkInput } from "#app/platform-api/watermark-admin";
import { childPointer, placeFaults, type FieldFault } from "../schema-form/field-errors.rules";
import { boundsOf, maxLengthOf, POSITIONS, TEXT_PLACEHOLDERS, WATERMARK_FIELDS, watermarkFaults } from "./watermark-form.rules";

export interface WatermarkFormProps {
  /** The template edited; read when the form mounts (give it a new `key` for another one). */
  initial: WatermarkInput;
  /** The platform's faults of the last save, by field. */
  platformFaults: readonly FieldFault[];
  saving: boolean;
  onSave: (value: WatermarkInput) => void;
  onCancel: () => void;
  /** The form's title: a new template, or the one edited. */
  title: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
 * A watermark template's form (SPEC §3 Watermark): every field of schemas/watermark.schema.json,
 * TEXT with its placeholders or PICTURE uploaded to file/v4/images (ADR 021: the platform's
 * refusal of an SVG, a too large file or one that is no image shows on the picture's field).
 * The schema's faults show on their fields as the admin types; Save waits until there are none.
 */
export function WatermarkForm({ initial, platformFaults, saving, onSave, onCancel, title }: WatermarkFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [form] = Form.useForm<WatermarkInput>();
  const [value, setValue] = useState<WatermarkInput>(initial);
  /** The value last sent: the platform's faults are about it, and hold until the admin changes something. */
  const [sent, setSent] = useState<WatermarkInput | null>(null);
  const [upload, setUpload] = useState<{ state: "idle" | "uploading" } | { state: "refused"; message: string }>({ state: "idle" });
  const local = useMemo(() => watermarkFaults(value), [value]);
  const faults = local.length > 0 || sent !== value ? local : platformFaults;
  const placed = placeFaults(
    faults,
    WATERMARK_FIELDS.map((field) => childPointer("", field))
  );
  const change = (next: WatermarkInput) => setValue(next);
  const set = (patch: Partial<WatermarkInput>) => {
    form.setFieldsValue(patch);
    change({ ...value, ...patch });
  };
  // A placeholder goes in at the text's caret (over its selection), and the caret comes back after it: typing goes on there.
  const textInput = useRef<InputRef>(null);
  const insertPlaceholder = (name: string) => {
    const field = textInput.current?.input ?? null;
    const text = value.text ?? "";
    const start = Math.min(field?.selectionStart ?? text.length, text.length);
    const end = Math.min(Math.max(field?.selectionEnd ?? start, start), text.length);
    const token = `{${name}}`;
    set({ text: text.slice(0, start) + token + text.slice(end) });
    const caret = start + token.length;
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(caret, caret);
    });
  };
  const item = (field: keyof WatermarkInput, extra?: { noHelp?: boolean }) => {
    const fieldFaults = placed.byField[childPointer("", field)] ?? [];
    return {
      name: field,
      label: t(`adminConsole.watermark.fields.${field}.title`),
      extra: extra?.noHelp ? undefined : t(`adminConsole.watermark.fields.${field}.help`),
      ...(fieldFaults.length > 0
        ? {
            validateStatus: "error" as const,
            help: <FaultList faults={fieldFaults} />,
          }
        : {}),
    };
  };
  const number = (field: keyof WatermarkInput, unit?: string): ReactNode => {
    const { min, max } = boundsOf(field);
    return (
      <Form.Item {...item(field)}>
        <InputNumber min={min} max={max} suffix={unit} style={{ width: 200 }} />
      </Form.Item>
    );
  };
  const pictureFaults = placed.byField["/picturePath"] ?? [];
  const uploadFault = upload.state === "refused" ? upload.message : null;
  const choosePicture = async (file: File) => {
    setUpload({ state: "uploading" });
    try {
      const image = await uploadImage(file);
      setUpload({ state: "idle" });
      set({
        picturePath: image.url,
        pictureName: file.name.slice(0, maxLengthOf("pictureName") ?? 200),
      });
    } catch (error) {
      setUpload({ state: "refused", message: messageOf(error) });
    }
  };
  const isPicture = value.type === "PICTURE";
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={3} id={id} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {placed.form.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={<FaultList faults={placed.form} />} />}
      <Form<WatermarkInput> form={form} layout="vertical" initialValues={initial} onValuesChange={(_changed, all) => change({ ...value, ...all })} aria-label={title}>
        <Form.Item {...item("name")}>
          <Input maxLength={maxLengthOf("name")} style={{ maxWidth: 420 }} />
        </Form.Item>
        <Form.Item {...item("code")}>
          <Input maxLength={maxLengthOf("code")} style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item {...item("type")}>
          <Radio.Group
            optionType="button"
            options={[
              {
                value: "TEXT",
                label: t("adminConsole.watermark.fields.type.options.TEXT"),
              },
              {
                value: "PICTURE",
                label: t("adminConsole.watermark.fields.type.options.PICTURE"),
              },
            ]}
          />
        </Form.Item>
        {isPicture ? (
          <>
            <Form.Item
              label={t("adminConsole.watermark.fields.picturePath.title")}
              extra={t("adminConsole.watermark.fields.picturePath.help")}
              {...(uploadFault || pictureFaults.length > 0
                ? {
                    validateStatus: "error" as const,
                    help: uploadFault ? (
                      <div role="alert">
                        {t("adminConsole.watermark.uploadRefused", {
                          message: uploadFault,
                        })}
                      </div>
                    ) : (
                      <FaultList faults={pictureFaults} />
                    ),
                  }
                : {})}
            >
              <Space direction="vertical">
                {value.picturePath && (
                  <Space>
                    <img
                      src={value.picturePath}
                      alt={t("adminConsole.watermark.pictureAlt", {
                        name: value.pictureName ?? "",
                      })}
                      style={{
                        maxWidth: 120,
                        maxHeight: 60,
                        border: "1px solid #f0f0f0",
                      }}
                    />
                    <Typography.Text>{value.pictureName ?? value.picturePath}</Typography.Text>
                  </Space>
                )}
                <Upload
                  accept="image/*"
                  showUploadList={false}
                  maxCount={1}
                  beforeUpload={(file) => {
                    void choosePicture(file);
                    return false;
                  }}
                >
                  <Button loading={upload.state === "uploading"}>{t("adminConsole.watermark.upload")}</Button>
                </Upload>
              </Space>
            </Form.Item>
            <Form.Item name="picturePath" hidden>
              <Input />
            </Form.Item>
            <Form.Item name="pictureName" hidden>
              <Input />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item {...item("text")}>
              <Input ref={textInput} maxLength={maxLengthOf("text")} style={{ maxWidth: 520 }} />
            </Form.Item>
            <Space wrap style={{ marginBottom: 16 }} aria-label={t("adminConsole.watermark.placeholders")} role="group">
              <Typography.Text type="secondary">{t("adminConsole.watermark.placeholders")}</Typography.Text>
              {TEXT_PLACEHOLDERS.map((name) => (
                <Button key={name} size="small" onClick={() => insertPlaceholder(name)} title={t(`adminConsole.watermark.placeholder.${name}`)}>
                  {`{${name}}`}
                </Button>
              ))}
            </Space>
            {number("fontSize", "px")}
            <Form.Item {...item("fontColor")}>
              <ColourField label={t("adminConsole.watermark.fields.fontColor.title")} />
            </Form.Item>
          </>
        )}
        {number("spacing", "px")}
        {number("staggerDistance", "px")}
        {number("scale", "%")}
        {number("transparency", "%")}
        {number("rotationAngle", "°")}
        <Form.Item {...item("position")}>
          <Select
            style={{ maxWidth: 320 }}
            options={POSITIONS.map((position) => ({
              value: position,
              label: t(`adminConsole.watermark.fields.position.options.${position}`),
            }))}
          />
        </Form.Item>
        <Form.Item {...item("repeat")} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item {...item("status")} getValueProps={(v: unknown) => ({ checked: v === 1 })} normalize={(checked: boolean) => (checked ? 1 : 0)}>
          <Switch />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            loading={saving}
            disabled={local.length > 0 || upload.state === "uploading"}
            onClick={() => {
              setSent(value);
              onSave(value);
            }}
          >
            {t("adminConsole.watermark.save")}
          </Button>
          <Button onClick={onCancel}>{t("adminConsole.watermark.cancel")}</Button>
        </Space>
      </Form>
    </section>
  );
}

/** A hex colour as text (what the schema checks) beside antd's picker. */
function ColourField({ id, value, onChange, label }: { id?: string; value?: unknown; onChange?: (value: string) => void; label: string }) {
  const { t } = useTranslation();
  const text = typeof value === "string" ? value : "";
  return (
    <Space.Compact style={{ maxWidth: 320 }}>
      <Input id={id} value={text} onChange={(event) => onChange?.(event.target.value)} />
      <ColorPicker value={text || undefined} onChangeComplete={(colour) => onChange?.(colour.toHexString())}>
        <Button aria-label={t("adminConsole.form.pickColour", { field: label })} style={{ background: text || undefined, width: 40 }} />
      </ColorPicker>
    </Space.Compact>
  );
}
