import { useNavigation } from "@remix-run/react";
import { App as AntdApp, ConfigProvider, Layout, Spin } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ArrivalSync } from "#app/features/content/ArrivalSync";
import { RecentVisitRecorder } from "#app/features/recent-visits/RecentVisitRecorder";
import { SessionContextSync } from "./SessionContextSync";
import { useRemixMenuNavigation } from "#app/features/content/remix-menu-navigation";
import { PlacedItem } from "#app/shell/component-map";
import { TabsRoot } from "#app/features/tabs/TabsRoot";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import { MenuSelectProvider } from "#app/features/menus/use-menu-select";
import type { PlanItem } from "#app/layout/types";
import type { Problem } from "#app/kit/schemas/problem";
import { CollectionsStoreProvider } from "#app/features/collections/collections.store";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";
import { PortalDialogs } from "./PortalDialogs";
import { IdentityBackdrop } from "#app/features/identity/IdentityBackdrop";
import { MicroAppPrefetch } from "#app/features/sub-apps/MicroAppPrefetch";
import { SubAppHostProvider } from "#app/features/sub-apps/host-context";
import type { PortalContextValue } from "./portal-types";
import { StoresProvider, usePlan } from "./stores";
import { portalTheme } from "./portal-theme";
import { PreviewRibbon } from "../features/admin-preview/PreviewRibbon";
import { AppMenuDrawerProvider } from "#app/features/sidebar/app-menu-drawer";
import { StyleRules } from "#app/kit/styles/small-screens";
import { PreviewFrameContext } from "./preview-frame";

interface Props {
  context: PortalContextValue;
  problems: Problem[];
  /** The pieces the platform did not give (ADR 031). */
  unavailable?: string[];
  menuId: string;
  /** Open the tenant list on arrival (several tenants and none chosen, or switchTenant=true). */
  openTenantSwitch?: boolean;
  /** The identity selection list at entry (SPEC §4 Identity at entry), or null. */
  chooseIdentity?: ParticipantIdentity[] | null;
  /** Token-check setting (SPEC §4 Invalid token). */
  tokenCheck?: boolean;
  /** SPEC §4 Idle timeout: the header theme's loginSessionTimeout (hours), unvetted. */
  idleTimeoutHours?: unknown;
  /** The page is the tenant admin console's preview frame (ADR 020): it shows the admin's drafts, none of the admin's own popups (ADR 055). */
  preview?: boolean;
  /** In a preview, the config kinds shown from a draft: the ribbon marks the page only over a real draft (ADR 055). */
  drafts?: readonly string[];
}

// Pages read without problems are the rule: the warning's code loads only for one with some.
const ProblemAlert = lazyPiece("shell/ProblemAlert", () => import("./ProblemAlert").then((m) => m.ProblemAlert), "none");

function ProblemList({ problems }: { problems: Problem[] }) {
  return problems.length === 0 ? null : <ProblemAlert problems={problems} />;
}

// Likewise the notice of pieces the platform did not give (ADR 031).
const UnavailableNotice = lazyPiece("shell/UnavailableNotice", () => import("./UnavailableNotice").then((m) => m.UnavailableNotice), "none");

function UnavailableList({ pieces }: { pieces: string[] }) {
  return pieces.length === 0 ? null : <UnavailableNotice pieces={pieces} />;
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

/** One region of the plan drawn through the registry: a name nobody registered shows the visible fallback. */
function Region({ name, region, props = {} }: { name: string; region: string; props?: PlanItem["props"] }) {
  return <PlacedItem item={{ id: region, component: name, props }} region={region} />;
}

/** Menu selection (SPEC §4) and the tabs for the URL's menu, over Remix navigation. */
function PortalNavigation({ menuId, children }: { menuId: string; children: ReactNode }) {
  const { navigator, guards } = useRemixMenuNavigation();
  return (
    <MenuSelectProvider navigator={navigator} guards={guards} currentMenuId={menuId}>
      <TabsRoot>
        <ArrivalSync />
        <RecentVisitRecorder />
        <SessionContextSync />
        {children}
      </TabsRoot>
    </MenuSelectProvider>
  );
}

/** The tab bar's height (TabBar's least), for what scrolls under it. */
const TAB_BAR_HEIGHT = 40;

/**
 * The plan's frame: banner, header, sidebar, tab bar, content, toolbar and watermark, each through
 * the registry. SPEC §2 Layout: the header and the tab bar stay in view while the page scrolls
 * (sticky, ADR 052); the document keeps the scroll, so hosted apps, frames and the keyboard's
 * Space and Page Down scroll as on any page.
 */
function PortalFrame({ problems, unavailable }: { problems: Problem[]; unavailable: string[] }) {
  const { plan } = usePlan();
  const headerHeight = plan.header.visible ? plan.header.height : 0;
  // What the keyboard's focus or a link's target scrolls to lands below the header and tab bar.
  const scrollPadding = `html{scroll-padding-top:${headerHeight + (plan.tabBar.visible ? TAB_BAR_HEIGHT : 0)}px}`;
  return (
    <Layout style={{ minHeight: "100vh", filter: plan.grayscale ? "grayscale(1)" : undefined }}>
      <StyleRules css={scrollPadding} />
      {plan.banner.visible ? <Region name={plan.banner.component} region="banner" /> : null}
      {plan.header.visible ? (
        <div data-sticky="header" style={{ position: "sticky", top: 0, zIndex: 10 }}>
          <Region name={plan.header.component} region="header" />
        </div>
      ) : null}
      <SwitchingOverlay />
      <UnavailableList pieces={unavailable} />
      <ProblemList problems={problems} />
      <div style={{ display: "flex", flex: "1 1 auto", minHeight: 0, alignItems: "stretch" }}>
        {plan.sidebar.visible ? <Region name={plan.sidebar.component} region="sidebar" /> : null}
        <Layout.Content style={{ display: "flex", flexDirection: "column", flex: "1 1 auto", minWidth: 0 }}>
          {plan.tabBar.visible ? (
            // Under the sidebar (its drawer and menu panel lie over the bar) and the header.
            <div data-sticky="tabBar" style={{ position: "sticky", top: headerHeight, zIndex: 8 }}>
              <Region name={plan.tabBar.component} region="tabBar" />
            </div>
          ) : null}
          <div style={{ flex: "1 1 auto", minHeight: 0, padding: plan.content.noPadding ? 0 : 16 }}>
            <Region name={plan.content.component} region="content" />
          </div>
        </Layout.Content>
        {plan.toolbar.visible ? <Region name={plan.toolbar.component} region="toolbar" props={{ items: plan.toolbar.items }} /> : null}
      </div>
      {plan.watermark.visible ? <Region name={plan.watermark.component} region="watermark" /> : null}
    </Layout>
  );
}

/**
 * The portal's notifications: never folded into a pile, and their column ends above the
 * bottom-right corner, where a tenant's customer-service launcher sits (SPEC §2 side toolbar).
 */
const NOTIFICATIONS = { stack: false, bottom: 88 } as const;

/**
 * The shell of one portal page: antd tokens from the plan, and the plan's frame. The URL's
 * menu drives the tabs and the content (SPEC §2 routes, §4 Menu select and Tabs). The user's
 * collected menus are one store for the page, per user and tenant, shared by the sidebar's
 * stars, the collect centre and the workbench.
 */
export function PortalShell({ context, problems, unavailable = [], menuId, openTenantSwitch = false, chooseIdentity = null, tokenCheck = false, idleTimeoutHours, preview = false, drafts = [] }: Props) {
  const { plan } = context;
  const { tokens } = plan;
  return (
    <PreviewFrameContext.Provider value={preview}>
    <ConfigProvider theme={portalTheme(tokens)}>
      {/* Messages, notifications and confirm dialogs of the portal draw under the tenant's theme too.
          Notifications lie open one above the other, never folded into a pile: every alert's and the
          new-message prompt's buttons stay in reach (antd folds three or more). */}
      <AntdApp component={false} notification={NOTIFICATIONS}>
      <PortalDialogs
        tenants={context.tenants}
        identities={context.identities ?? []}
        currentTenantId={context.tenant?.id ?? null}
        account={context.user?.accountName ?? null}
        initiallyOpen={openTenantSwitch ? "tenantSwitch" : "none"}
        chooseIdentity={chooseIdentity}
        identity={context.identity ?? null}
        tenantName={context.tenant?.name ?? ""}
        currentPath={context.currentPath}
        tokenCheck={tokenCheck}
        idleTimeoutHours={idleTimeoutHours}
      >
        {(actions) =>
          // SPEC §4 Identity at entry: until an identity is chosen, nothing of the user's lies behind the list.
          chooseIdentity && chooseIdentity.length > 0 ? (
            <IdentityBackdrop />
          ) : (
            <StoresProvider value={{ ...context, actions }}>
              <CollectionsStoreProvider userId={context.user?.id ?? null} tenantId={context.tenant?.id ?? null}>
                {/* One sub-app host for the page: every app viewport below mounts its app through it. */}
                <SubAppHostProvider>
                  <PortalNavigation menuId={menuId}>
                    <MicroAppPrefetch />
                    {/* The header's app menu button opens the sidebar's drawer on a phone. */}
                    <AppMenuDrawerProvider>
                      <PortalFrame problems={problems} unavailable={unavailable} />
                    </AppMenuDrawerProvider>
                    {preview && <PreviewRibbon drafted={drafts.length > 0} />}
                  </PortalNavigation>
                </SubAppHostProvider>
              </CollectionsStoreProvider>
            </StoresProvider>
          )
        }
      </PortalDialogs>
      </AntdApp>
    </ConfigProvider>
    </PreviewFrameContext.Provider>
  );
}
