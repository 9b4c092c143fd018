import { Alert } from "antd";
import { useTranslation } from "react-i18next";

/**
 * What the platform did not give for this page (ADR 031), told to everyone in their language:
 * the pieces stand empty or at their defaults, the rest of the page works.
 */
export function UnavailableNotice({ pieces }: { pieces: string[] }) {
  const { t } = useTranslation();
  const names = [...new Set(pieces)].map((piece) => t(`upstream.pieces.${piece}`, { defaultValue: piece }));
  return (
    <Alert
      type="warning"
      showIcon
      closable
      role="status"
      data-testid="unavailable-pieces"
      style={{ margin: "12px 16px 0" }}
      message={t("upstream.title")}
      description={t("upstream.description", { pieces: names.join(", "), interpolation: { escapeValue: false } })}
    />
  );
}
