import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The portal whose loading failed (SPEC §4 Login flow: loading ends, the org is -1,
 * the error goes on to this boundary). Trying again reloads the same address.
 */
export function LoadFailedPage() {
  const { t } = useTranslation();
  return (
    <main style={{ maxWidth: 720, margin: "48px auto", padding: 16 }} data-org-id="-1">
      <Result
        status="500"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t("pages.loadFailed.title")}</h1>}
        subTitle={<span role="alert">{t("pages.loadFailed.subTitle")}</span>}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t("pages.loadFailed.retry")}
          </Button>
        }
      />
    </main>
  );
}
