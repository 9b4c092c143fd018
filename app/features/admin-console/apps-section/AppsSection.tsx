import { Space, Spin, Typography } from "antd";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/kit/react/use-hydrated";
import { listMicroApps } from "#app/platform-api/product-admin";
import type { MicroApp } from "#app/types/generated/micro-app";
import { AppsTable } from "./AppsTable";
import { MenuTree } from "./MenuTree";

/**
 * Apps and menus (ARCHITECTURE §8 "Hosting apps from anywhere"): the tenant's registered apps
 * and its application menu tree, over the platform's calls (platform/README.md "Apps and
 * menus"). Drawn in the browser only, like the other sections (ADR 022).
 */
export function AppsSection() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const appsId = useId();
  const menusId = useId();
  const [apps, setApps] = useState<MicroApp[]>([]);
  const loadApps = useCallback(() => {
    listMicroApps().then(setApps, () => setApps([]));
  }, []);
  useEffect(() => {
    if (hydrated) loadApps();
  }, [hydrated, loadApps]);
  if (!hydrated) {
    return (
      <div role="status" aria-label={t("adminConsole.loading")} style={{ padding: 32, textAlign: "center" }}>
        <Spin />
      </div>
    );
  }
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <section aria-labelledby={appsId} style={{ background: "#fff", padding: 24, borderRadius: 8 }}>
        <Typography.Title level={2} id={appsId} style={{ fontSize: 18, marginTop: 0 }}>
          {t("adminConsole.apps.appsTitle")}
        </Typography.Title>
        <AppsTable onChanged={loadApps} />
      </section>
      <section aria-labelledby={menusId} style={{ background: "#fff", padding: 24, borderRadius: 8 }}>
        <Typography.Title level={2} id={menusId} style={{ fontSize: 18, marginTop: 0 }}>
          {t("adminConsole.apps.menusTitle")}
        </Typography.Title>
        <MenuTree apps={apps} />
      </section>
    </Space>
  );
}
