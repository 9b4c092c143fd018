import { Alert, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { AppCheckAnswer } from "./app-check.client";

/** Where an app check stands, as the form shows it. */
export type AppCheckState = { status: "idle" } | { status: "checking" } | { status: "done"; answer: AppCheckAnswer } | { status: "failed"; message: string };

export interface AppCheckFindingsProps {
  state: AppCheckState;
  /** The id the entry field names in its aria-describedby. */
  id: string;
}

/** Whether a check's findings should stop a save once (an error or a warning; a note does not). */
export function findingsStopSave(state: AppCheckState): boolean {
  return state.status === "done" && state.answer.findings.some((finding) => finding.severity !== "info");
}

/**
 * What the check of an app's entry found (ADR 060), beside the entry field: each finding with its
 * severity and what to change, in the admin's language; a pass says how the app will be hosted.
 * Read out as it changes (a live region); the entry field names it as its description.
 */
export function AppCheckFindings({ state, id }: AppCheckFindingsProps) {
  const { t } = useTranslation();
  const style = { marginBottom: 24 };
  if (state.status === "idle") return <div id={id} />;
  if (state.status === "checking") {
    return <Alert id={id} role="status" type="info" showIcon style={style} message={t("adminConsole.appCheck.checking")} />;
  }
  if (state.status === "failed") {
    return <Alert id={id} role="status" type="warning" showIcon style={style} message={t("adminConsole.appCheck.failed", { message: state.message })} />;
  }
  const { answer } = state;
  const hosting = t(`adminConsole.appCheck.hosting.${answer.hosting}`);
  if (answer.findings.length === 0) {
    return <Alert id={id} role="status" type="success" showIcon style={style} message={t("adminConsole.appCheck.passed", { url: answer.url, hosting })} />;
  }
  const worst = answer.findings.some((f) => f.severity === "error") ? "error" : answer.findings.some((f) => f.severity === "warning") ? "warning" : "info";
  return (
    <Alert
      id={id}
      role={worst === "info" ? "status" : "alert"}
      type={worst}
      showIcon
      style={style}
      message={t("adminConsole.appCheck.findingsTitle", { hosting })}
      description={
        <>
          <ul style={{ margin: "4px 0 8px", paddingInlineStart: 20 }}>
            {answer.findings.map((finding, index) => (
              <li key={`${finding.code}-${index}`} style={{ overflowWrap: "anywhere" }}>
                <Typography.Text strong>{t("adminConsole.appCheck.severityLabel", { severity: t(`adminConsole.appCheck.severity.${finding.severity}`) })}</Typography.Text>
                {t(`adminConsole.appCheck.findings.${finding.code}`, { ...finding.params, defaultValue: finding.message })}
              </li>
            ))}
          </ul>
          <Typography.Paragraph style={{ color: "rgba(0, 0, 0, 0.65)", marginBottom: 0 }}>{t("adminConsole.appCheck.fromServer")}</Typography.Paragraph>
          {findingsStopSave(state) && <Typography.Paragraph style={{ color: "rgba(0, 0, 0, 0.65)", marginBottom: 0 }}>{t("adminConsole.appCheck.saveAnywayHelp")}</Typography.Paragraph>}
        </>
      }
    />
  );
}
