import { Checkbox, Input, Space, Typography } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { localInputValue, scheduledTime } from "./schedule-time.rules";

export interface ScheduleChoiceProps {
  /** The chosen time (ISO), or null to publish now. */
  onChange: (runAt: string | null) => void;
  /** The option is on but no time to come is chosen: Publish waits for one. */
  onIncomplete: (incomplete: boolean) => void;
}

/**
 * Publish at a set time (ADR 059), in the publish confirmation: off, Publish publishes now; on,
 * it schedules the publish for the chosen date and time (the browser's own date-time field, in
 * its zone, to the second), which must be to come.
 */
export function ScheduleChoice({ onChange, onIncomplete }: ScheduleChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const helpId = useId();
  const [on, setOn] = useState(false);
  const [text, setText] = useState("");
  const update = (nextOn: boolean, nextText: string) => {
    setOn(nextOn);
    setText(nextText);
    const runAt = nextOn ? scheduledTime(nextText, new Date()) : null;
    onChange(runAt);
    onIncomplete(nextOn && runAt === null);
  };
  const past = on && text !== "" && scheduledTime(text, new Date()) === null;
  return (
    <Space direction="vertical" size={4} style={{ width: "100%" }}>
      <Checkbox checked={on} onChange={(event) => update(event.target.checked, text)}>
        {t("adminConsole.transfer.schedule.option")}
      </Checkbox>
      {on && (
        <>
          <Space wrap align="center">
            <Typography.Text id={labelId}>{t("adminConsole.transfer.schedule.timeLabel")}</Typography.Text>
            <Input
              type="datetime-local"
              step={1}
              min={localInputValue(new Date())}
              value={text}
              aria-labelledby={labelId}
              aria-describedby={helpId}
              aria-invalid={past || undefined}
              style={{ width: 240 }}
              onChange={(event) => update(true, event.target.value)}
            />
            {past && <Typography.Text type="danger">{t("adminConsole.transfer.schedule.pickTime")}</Typography.Text>}
          </Space>
          <Typography.Text type="secondary" id={helpId}>
            {t("adminConsole.transfer.schedule.timeHelp")}
          </Typography.Text>
        </>
      )}
    </Space>
  );
}
