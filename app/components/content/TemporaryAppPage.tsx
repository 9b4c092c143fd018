import { Empty } from "antd";
import { useTranslation } from "react-i18next";

/**
 * Internal menu 4 (SPEC §2): the temporary third-party app. The region is where the
 * third-party frame is placed; until one is given it says so.
 */
export function TemporaryAppPage() {
  const { t } = useTranslation();
  return (
    <section role="region" aria-label={t("tabs.page.temporaryApp")} data-menu-id="4" style={{ minHeight: 320, display: "grid", placeItems: "center", background: "#ffffff", borderRadius: 4 }}>
      <Empty description={t("tabs.content.temporaryAppHint")} />
    </section>
  );
}
