import { Card, Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { usePortal } from "#app/portal/portal-context";

/** Internal menu 1 (SPEC §2): the home page of the current tenant and organisation. */
export function HomePage() {
  const { user, tenant, org } = usePortal();
  const { t } = useTranslation();
  const name = user ? user.nickname || user.accountName : "";
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("home.welcome", { name })}
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t("home.account")}>{user?.accountName ?? ""}</Descriptions.Item>
        <Descriptions.Item label={t("home.tenant")}>{tenant?.name ?? ""}</Descriptions.Item>
        <Descriptions.Item label={t("home.org")}>{org?.name ?? t("home.noOrg")}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
