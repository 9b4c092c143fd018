import { Result } from "antd";
import { useTranslation } from "react-i18next";

/** Internal menu 3 (SPEC §2, §6): 'no permission, please contact the administrator', inside the shell. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<span role="heading" aria-level={2}>{t("tabs.noPermissionContactAdmin")}</span>}
      extra={<a href="/portal/1/">{t("tabs.content.backHome")}</a>}
    />
  );
}
