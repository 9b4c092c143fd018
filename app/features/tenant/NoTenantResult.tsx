import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

interface Props {
  /** Offered as a way out; omitted when the page has its own. */
  onLogout?: () => void;
}

/** SPEC §4 Login flow: with no tenants, 'no available tenant'. */
export function NoTenantResult({ onLogout }: Props) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t("tenant.noTenant")}
      extra={onLogout ? <Button onClick={onLogout}>{t("tenant.logout")}</Button> : null}
    />
  );
}
