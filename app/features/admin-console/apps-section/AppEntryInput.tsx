import { Button, Input, Space } from "antd";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";

export interface AppEntryInputProps {
  /** From the form item: the field's id (its label points at it), value and change. */
  id?: string;
  value?: string;
  onChange?(event: ChangeEvent<HTMLInputElement>): void;
  /** From the form item: its help and errors. */
  "aria-describedby"?: string;
  "aria-invalid"?: "true" | boolean;
  /** The id of the check's findings, read as the field's description. */
  findingsId: string;
  checking: boolean;
  onBlur(): void;
  onCheck(): void;
}

/** The app form's entry address with its 检查 button (ADR 060): the check runs when the field is left, or at the button. */
export function AppEntryInput({ id, value, onChange, findingsId, checking, onBlur, onCheck, ...aria }: AppEntryInputProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: "100%" }}>
      <Input id={id} value={value} onChange={onChange} onBlur={onBlur} aria-describedby={[aria["aria-describedby"], findingsId].filter(Boolean).join(" ")} aria-invalid={aria["aria-invalid"]} autoComplete="off" spellCheck={false} />
      <Button onClick={onCheck} loading={checking}>
        {t("adminConsole.appCheck.check")}
      </Button>
    </Space.Compact>
  );
}
