import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/** The default upgrade page (SPEC §2 /portal/upgrade-intro/), where the header's upgrade icon leads. */
export function UpgradeIntroPage() {
  const { t } = useTranslation();
  return (
    <main style={{ maxWidth: 720, margin: "48px auto", padding: 16 }}>
      <Result
        status="info"
        title={t("pages.upgradeIntro.title")}
        subTitle={t("pages.upgradeIntro.body")}
        extra={
          <Button type="primary" href="/portal/1/">
            {t("pages.upgradeIntro.back")}
          </Button>
        }
      />
    </main>
  );
}
