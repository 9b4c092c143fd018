import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The experience centre (SPEC §2 /login/free-license?viewMode=freeLicense), the login
 * service's free-licence view that the header's experience-centre icon opens in a new window.
 * `allowed` is the platform's allowed-free-license value (SPEC §7 environment values).
 */
export function ExperienceCenterPage({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  return (
    <main style={{ maxWidth: 720, margin: "48px auto", padding: 16 }}>
      <Result
        status={allowed ? "info" : "warning"}
        title={<h1 style={{ fontSize: "inherit", margin: 0 }}>{t("pages.experienceCentre.title")}</h1>}
        subTitle={allowed ? t("pages.experienceCentre.body") : <span role="alert">{t("pages.experienceCentre.unavailable")}</span>}
        extra={
          allowed ? (
            <Button type="primary" href="/login/">
              {t("pages.experienceCentre.signIn")}
            </Button>
          ) : null
        }
      />
    </main>
  );
}
