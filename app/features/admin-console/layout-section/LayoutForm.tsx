import { Alert, Form, Segmented, Select, Space, Typography } from "antd";
import { StyleRules } from "#app/kit/styles/small-screens";
import { WRAPPING_SEGMENTED_CLASS, WRAPPING_SEGMENTED_CSS } from "#app/kit/styles/wrapping-segmented";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { PreviewView } from "../PreviewPane";
import { placeFaults, type FieldFault } from "../schema-form/field-errors.rules";
import type { ConfigValue } from "../schema-form/SchemaForm";
import { layoutOverrideOf } from "./check-layout-override";
import { LayoutChoicePicture } from "./LayoutChoicePicture";
import {
  chosenComponent,
  exactEntryIndex,
  inheritedComponent,
  LAYOUT_PORTAL_TYPES,
  LAYOUT_REGIONS,
  LAYOUT_VIEW_MODES,
  REGION_CHOICES,
  withRegionComponent,
  type LayoutRegionName,
} from "./layout-override.rules";

/** The Select's value for "this view mode × portal type names no component here". */
const INHERIT = "";

export interface LayoutFormProps {
  /** The layout override edited (the draft). */
  value: ConfigValue;
  faults: readonly FieldFault[];
  onChange: (value: ConfigValue) => void;
  /** The view mode × portal type edited (the preview shows the same). */
  view: PreviewView;
  onViewChange: (view: PreviewView) => void;
}

function FaultText({ fault }: { fault: FieldFault }) {
  const { t } = useTranslation();
  return <>{fault.messageKey ? t(fault.messageKey, { ...fault.params, defaultValue: fault.message }) : fault.message}</>;
}

/**
 * The Layout section's form (ARCHITECTURE §3, SPEC §2 view modes): for the view mode × portal
 * type chosen, one Select per region, offering the registry's region components only (or what
 * the region has without this entry). Faults are placed on the region they name; those of other
 * view modes or portal types are listed above.
 */
export function LayoutForm({ value, faults, onChange, view, onViewChange }: LayoutFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const override = layoutOverrideOf(value);
  const { viewMode, portalType } = view;
  const index = exactEntryIndex(override, viewMode, portalType);
  const regionPointer = (region: LayoutRegionName) => `/layouts/${index}/regions/${region}`;
  const placed = placeFaults(faults, index >= 0 ? LAYOUT_REGIONS.map(regionPointer) : []);
  const choose = (region: LayoutRegionName, name: string | undefined) => onChange(withRegionComponent(override, viewMode, portalType, region, name === INHERIT ? undefined : name));
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("adminConsole.layout.help")}
      </Typography.Paragraph>
      <StyleRules css={WRAPPING_SEGMENTED_CSS} />
      <Space direction="vertical" size={4} style={{ width: "100%" }}>
        <Typography.Text strong id={`${formId}-mode`}>
          {t("adminConsole.layout.viewMode")}
        </Typography.Text>
        <Segmented
          className={WRAPPING_SEGMENTED_CLASS}
          aria-labelledby={`${formId}-mode`}
          value={viewMode}
          onChange={(next) => onViewChange({ viewMode: next as PreviewView["viewMode"], portalType })}
          options={LAYOUT_VIEW_MODES.map((mode) => ({ value: mode, label: t(`adminConsole.layout.viewModes.${mode}.title`) }))}
        />
        <Typography.Text type="secondary">{t(`adminConsole.layout.viewModes.${viewMode}.help`)}</Typography.Text>
      </Space>
      <Space direction="vertical" size={4} style={{ width: "100%" }}>
        <Typography.Text strong id={`${formId}-type`}>
          {t("adminConsole.layout.portalType")}
        </Typography.Text>
        <Segmented
          className={WRAPPING_SEGMENTED_CLASS}
          aria-labelledby={`${formId}-type`}
          value={portalType}
          onChange={(next) => onViewChange({ viewMode, portalType: next as PreviewView["portalType"] })}
          options={LAYOUT_PORTAL_TYPES.map((type) => ({ value: type, label: t(`adminConsole.layout.portalTypes.${type}.title`) }))}
        />
        <Typography.Text type="secondary">{t(`adminConsole.layout.portalTypes.${portalType}.help`)}</Typography.Text>
      </Space>
      {placed.form.length > 0 && (
        <Alert
          type="error"
          showIcon
          message={t("adminConsole.layout.otherFaults")}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {placed.form.map((fault, i) => (
                <li key={i}>
                  <Typography.Text code>{fault.pointer || "/"}</Typography.Text> <FaultText fault={fault} />
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Form layout="vertical" aria-label={t("adminConsole.layout.formLabel", { viewMode: t(`adminConsole.layout.viewModes.${viewMode}.title`), portalType: t(`adminConsole.layout.portalTypes.${portalType}.title`) })}>
        {LAYOUT_REGIONS.map((region) => {
          const id = `${formId}-${region}`;
          const regionFaults = index >= 0 ? placed.byField[regionPointer(region)] ?? [] : [];
          const chosen = chosenComponent(override, viewMode, portalType, region);
          const inherited = inheritedComponent(override, viewMode, portalType, region);
          return (
            <Form.Item
              key={region}
              htmlFor={id}
              label={t(`adminConsole.layout.regions.${region}.title`)}
              extra={t(`adminConsole.layout.regions.${region}.help`)}
              {...(regionFaults.length > 0
                ? {
                    validateStatus: "error" as const,
                    help: (
                      <>
                        {regionFaults.map((fault, i) => (
                          <div key={i}>
                            <FaultText fault={fault} />
                          </div>
                        ))}
                      </>
                    ),
                  }
                : {})}
            >
              {/* ADR 055: each choice by its name in the admin's language, with a picture of it; the one in force is pictured beside the list. */}
              <div style={{ display: "flex", alignItems: "center", gap: 12, maxWidth: 500 }}>
                <LayoutChoicePicture name={chosen ?? inherited} width={72} />
                <Select
                  id={id}
                  value={chosen ?? INHERIT}
                  onChange={(name: string) => choose(region, name)}
                  virtual={false}
                  style={{ flex: 1, minWidth: 0 }}
                  options={[
                    { value: INHERIT, label: t("adminConsole.layout.inherit", { title: t(`adminConsole.layout.components.${inherited}`, { defaultValue: inherited }) }), picture: inherited },
                    ...REGION_CHOICES.map((name) => ({ value: name, label: t(`adminConsole.layout.components.${name}`, { defaultValue: name }), picture: name })),
                  ]}
                  optionRender={(option) => (
                    <span style={{ display: "flex", alignItems: "center", gap: 8 }}>
                      <LayoutChoicePicture name={String(option.data.picture)} width={40} decorative />
                      <span>{option.label}</span>
                    </span>
                  )}
                />
              </div>
            </Form.Item>
          );
        })}
      </Form>
    </Space>
  );
}
