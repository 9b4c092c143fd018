import { Checkbox, DatePicker, Space, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CONSOLE_DATE_TIME_FORMAT } from "../date-time-format";
import { scheduledTime } from "./schedule-time.rules";

export interface ScheduleChoiceProps {
  /** The chosen time (ISO), or null to publish now. */
  onChange: (runAt: string | null) => void;
  /** The option is on but no time to come is chosen: Publish waits for one. */
  onIncomplete: (incomplete: boolean) => void;
}

/** A chosen time as the schedule rule reads it (the browser's zone, to the minute). */
const fieldValue = (at: Dayjs | null) => (at ? at.format("YYYY-MM-DDTHH:mm") : "");

/**
 * Publish at a set time (ADR 059), in the publish confirmation: off, Publish publishes now; on,
 * it schedules the publish for the chosen date and time, which must be to come. The field is
 * antd's, in the console's language and format (ADR 062: `YYYY-MM-DD HH:mm`, the browser's zone),
 * never the browser's own date-time field, which follows the browser's locale (a US order).
 */
export function ScheduleChoice({ onChange, onIncomplete }: ScheduleChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const helpId = useId();
  const [on, setOn] = useState(false);
  const [at, setAt] = useState<Dayjs | null>(null);
  const update = (nextOn: boolean, nextAt: Dayjs | null) => {
    setOn(nextOn);
    setAt(nextAt);
    const runAt = nextOn ? scheduledTime(fieldValue(nextAt), new Date()) : null;
    onChange(runAt);
    onIncomplete(nextOn && runAt === null);
  };
  const past = on && at !== null && scheduledTime(fieldValue(at), new Date()) === null;
  return (
    <Space direction="vertical" size={4} style={{ width: "100%" }}>
      <Checkbox checked={on} onChange={(event) => update(event.target.checked, at)}>
        {t("adminConsole.transfer.schedule.option")}
      </Checkbox>
      {on && (
        <>
          <Space wrap align="center">
            <Typography.Text id={labelId}>{t("adminConsole.transfer.schedule.timeLabel")}</Typography.Text>
            <DatePicker
              showTime={{ format: "HH:mm" }}
              format={CONSOLE_DATE_TIME_FORMAT}
              placeholder={CONSOLE_DATE_TIME_FORMAT}
              needConfirm={false}
              disabledDate={(day) => day.endOf("day").isBefore(dayjs())}
              value={at}
              aria-labelledby={labelId}
              aria-describedby={helpId}
              aria-invalid={past || undefined}
              status={past ? "error" : undefined}
              style={{ width: 240 }}
              onChange={(value: Dayjs | null) => update(true, value)}
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
