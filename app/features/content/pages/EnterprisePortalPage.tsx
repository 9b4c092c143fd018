import { Button, Result, Typography } from "antd";
import { useTranslation } from "react-i18next";

export interface EnterprisePortalView {
  /** The platform's enterprise-portal enable value (SPEC §7 environment values). */
  enabled: boolean;
  tenantName: string;
  /** The tenant's enterprise portals (SPEC §7 workbench/v4/enterprise-portals/list). */
  portals: { id: string; name: string }[];
}

/** The enterprise portal (SPEC §2 /enterprise/portal/, same origin as the work portal). */
export function EnterprisePortalPage({ enabled, tenantName, portals }: EnterprisePortalView) {
  const { t } = useTranslation();
  const back = (
    <Button type="primary" href="/portal/1/">
      {t("pages.enterprisePortal.workPortal")}
    </Button>
  );
  if (!enabled) {
    return (
      <main style={{ maxWidth: 720, margin: "48px auto", padding: 16 }}>
        <Result status="warning" title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{t("pages.enterprisePortal.title")}</h1>} subTitle={<span role="alert">{t("pages.enterprisePortal.disabled")}</span>} extra={back} />
      </main>
    );
  }
  return (
    <main style={{ maxWidth: 720, margin: "48px auto", padding: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t("pages.enterprisePortal.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("pages.enterprisePortal.body", { tenant: tenantName })}</Typography.Paragraph>
      {portals.length === 0 ? (
        <Typography.Paragraph>{t("pages.enterprisePortal.empty")}</Typography.Paragraph>
      ) : (
        <ul aria-label={t("pages.enterprisePortal.list")} style={{ listStyle: "none", padding: 0, margin: "0 0 24px", border: "1px solid #f0f0f0", borderRadius: 8 }}>
          {portals.map((portal, i) => (
            <li key={portal.id} style={{ padding: "12px 16px", borderTop: i === 0 ? "none" : "1px solid #f0f0f0" }}>
              {portal.name}
            </li>
          ))}
        </ul>
      )}
      {back}
    </main>
  );
}
