import { Result } from "antd";
import { useTranslation } from "react-i18next";

/** Internal menu 2 (SPEC §2): not found, inside the shell. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title={t("errors.notFound")} extra={<a href="/portal/1/">{t("errors.backHome")}</a>} />;
}
