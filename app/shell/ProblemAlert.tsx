import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import type { Problem } from "#app/kit/schemas/problem";
import { problemText } from "./problem-wording";

/** The warning listing what the portal could not read (PortalShell's ProblemList), loaded only when there is some; each problem worded in the page's language (ADR 055). */
export function ProblemAlert({ problems }: { problems: Problem[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      closable
      style={{ margin: "12px 16px 0" }}
      message={t("problems.title")}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="problems">
          {problems.map((p, i) => (
            <li key={`${p.piece}${p.pointer}${i}`}>{problemText(p, t)}</li>
          ))}
        </ul>
      }
    />
  );
}
