import { useNavigation } from "@remix-run/react";
import { Alert, ConfigProvider, Layout, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { Header } from "#app/components/header/Header";
import { HomePage } from "#app/components/home/HomePage";
import { NotFoundPage } from "#app/components/home/NotFoundPage";
import type { Problem } from "#app/schemas/problem";
import { PortalDialogs } from "./PortalDialogs";
import { PortalProvider, type PortalContextValue } from "./portal-context";

interface Props {
  context: PortalContextValue;
  problems: Problem[];
  menuId: string;
  /** Open the tenant list on arrival (several tenants and none chosen, or switchTenant=true). */
  openTenantSwitch?: boolean;
}

function ProblemList({ problems }: { problems: Problem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable
      style={{ margin: "12px 16px 0" }}
      message={t("problems.title")}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="problems">
          {problems.map((p, i) => (
            <li key={`${p.piece}${p.pointer}${i}`}>{t("problems.item", { piece: p.piece, pointer: p.pointer || "/", message: p.message })}</li>
          ))}
        </ul>
      }
    />
  );
}

/** SPEC §4 Org switch step 3: a loading state while the loaders run for the new org or tenant. */
function SwitchingOverlay() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" aria-live="polite" style={{ position: "fixed", inset: 0, zIndex: 1000, display: "grid", placeItems: "center", background: "rgba(255,255,255,0.5)" }}>
      <Spin tip={t("context.switchingOrg")} size="large">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}

/**
 * The shell of one portal page: antd tokens from the plan, the header, and the
 * content for the menu. Internal menu 1 is home; every unknown id is not found.
 */
export function PortalShell({ context, problems, menuId, openTenantSwitch = false }: Props) {
  const { plan } = context;
  const { tokens } = plan;
  return (
    <ConfigProvider
      theme={{
        token: { colorPrimary: tokens.colorPrimary },
        components: { Layout: { headerBg: tokens.headerBg, headerHeight: tokens.headerHeight, headerColor: tokens.headerColor, siderBg: tokens.siderBg } },
      }}
    >
      <PortalDialogs tenants={context.tenants} identities={context.identities ?? []} currentTenantId={context.tenant?.id ?? null} account={context.user?.accountName ?? null} initiallyOpen={openTenantSwitch ? "tenantSwitch" : "none"}>
        {(actions) => (
          <PortalProvider value={{ ...context, actions }}>
            <Layout style={{ minHeight: "100vh", filter: plan.grayscale ? "grayscale(1)" : undefined }}>
              <Header />
              <SwitchingOverlay />
              <ProblemList problems={problems} />
              <Layout.Content style={{ padding: plan.content.noPadding ? 0 : 16 }}>{menuId === "1" ? <HomePage /> : <NotFoundPage />}</Layout.Content>
            </Layout>
          </PortalProvider>
        )}
      </PortalDialogs>
    </ConfigProvider>
  );
}
