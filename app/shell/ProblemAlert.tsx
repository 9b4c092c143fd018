import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import type { Problem } from "#app/kit/schemas/problem";

/** The warning listing what the portal could not read (PortalShell's ProblemList), loaded only when there is some. */
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
            <li key={`${p.piece}${p.pointer}${i}`}>{t("problems.item", { piece: p.piece, pointer: p.pointer || "/", message: p.message })}</li>
          ))}
        </ul>
      }
    />
  );
}
