import { Empty } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SubAppViewPiece as SubAppView } from "#app/features/sub-apps/SubAppViewPiece";
import { usePlan } from "#app/shell/stores";
import { thirdPartyApp } from "#app/features/sub-apps/sub-apps.rules";

/**
 * Internal menu 4 (SPEC §2): the temporary third-party app — the entry's third-party page
 * (`tripartitePageUrl`, checked by the server) framed in the shell. Without one it says where
 * the page would open. The view mode tripartiteApp shows the same frame alone (TripartiteFrame).
 */
export function TemporaryAppPage() {
  const { t } = useTranslation();
  const { tripartitePageUrl } = usePlan();
  const title = t("tabs.page.temporaryApp");
  const app = useMemo(() => (tripartitePageUrl ? thirdPartyApp(tripartitePageUrl, title) : null), [tripartitePageUrl, title]);
  return (
    <section role="region" aria-label={title} data-menu-id="4" style={{ minHeight: 320, display: app ? "block" : "grid", placeItems: "center", background: "#ffffff", borderRadius: 4 }}>
      {app ? <SubAppView app={app} menu={null} /> : <Empty description={t("tabs.content.temporaryAppHint")} />}
    </section>
  );
}

/** The content of the view mode tripartiteApp (SPEC §2): the third-party page, alone and full size. */
export function TripartiteFrame() {
  const { t } = useTranslation();
  const { tripartitePageUrl } = usePlan();
  const title = t("tabs.page.temporaryApp");
  const app = useMemo(() => (tripartitePageUrl ? thirdPartyApp(tripartitePageUrl, title) : null), [tripartitePageUrl, title]);
  return (
    <main aria-label={title} style={{ minHeight: "100vh" }}>
      {app ? <SubAppView app={app} menu={null} /> : <Empty description={t("tabs.content.temporaryAppHint")} />}
    </main>
  );
}
