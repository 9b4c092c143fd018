import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/** The console's 403 (SPEC §6 tenant admin): who may not use it, why, and whom to ask. */
export function ForbiddenPage({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const tenant = tenantName || t("adminConsole.forbidden.unknownTenant");
  return (
    <main>
      {/* "warning", not "403": antd's 403 picture carries an English title of its own. */}
      <Result
        status="warning"
        title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{t("adminConsole.forbidden.title")}</h1>}
        subTitle={
          <>
            <p style={{ margin: 0 }}>{t("adminConsole.forbidden.reason", { tenant })}</p>
            <p style={{ margin: 0 }}>{t("adminConsole.forbidden.ask")}</p>
          </>
        }
        extra={
          <Button type="primary" href="/portal/1/">
            {t("adminConsole.backToPortal")}
          </Button>
        }
      />
    </main>
  );
}
