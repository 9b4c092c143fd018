import { createContext, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "msw";
import { createMemoryRouter, RouterProvider, useLocation, useParams } from "react-router-dom";
import { PresetDataProvider } from "#app/features/header/items/use-lazy-data";
import { withActiveMenu } from "#app/features/menus/portal-menus";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import type { PortalType, ViewMode } from "#app/layout/types";
import { PortalShell } from "#app/shell/PortalShell";
import type { PortalContextValue } from "#app/shell/portal-types";
import type { EnvInfo } from "#app/types/generated/env-info";
import { removeStored, writeStored } from "#app/kit/client-storage";
import { TABS_STORAGE_NAME } from "#app/features/tabs/tabs.rules";
import { dashboardsPath, USER_COLLECTIONS_PATH } from "#app/platform-api/workbench";
import { API, ok } from "#tests/mocks/envelope";
import { handlers } from "#tests/mocks/handlers";
import { messageService } from "#tests/mocks/message";
import { MALFORMED_TENANT, MALFORMED_TENANT_KEY, type StoryTenantKey } from "../fixtures/malformed-tenant";
import { answerPlatform } from "../fixtures/platform";
import { storyPortal } from "../fixtures/portal";
import { partnerPage } from "../fixtures/stand-in-pages";
import { useShellChoice } from "../fixtures/shell-choice";
import { DASHBOARDS, DEMO_DATA, HELP_URLS, SCENE_EXTEND_ENTRIES } from "../header-items/fixtures";
import { DEMO_MESSAGES } from "../messages/fixtures";
import { sidebarMenus } from "../sidebar/fixtures";
import { forgetSavedTabs } from "../tabs/fixtures";
import { BULLETINS, COLLECTIONS, RECENT_VISITS } from "../workbench/fixtures";

/** The org the whole shell is shown for (the navigation stories' org, stories/sidebar/fixtures.tsx). */
const ORG = { id: "100010001", name: "中建智造集团", type: "company", fullId: "100010001" };

/** Every answer a header item asks for, for that org (as the Header stories give them). */
const HEADER_DATA: Record<string, unknown> = { ...DEMO_DATA, [dashboardsPath(ORG.id)]: DASHBOARDS };

/**
 * The partner page a tripartiteApp entry names (SPEC §2 tripartitePageUrl), already checked by the
 * loader: Storybook's stand-in, from its other loopback origin (../fixtures/stand-in-pages.ts).
 */
export const PARTNER_PAGE = partnerPage("?sensor=dust");

/** The home page's workbench reads (SPEC §7 Product and workbench), answered with the workbench stories' demo data. */
export const WORKBENCH_HANDLERS = [
  http.get(`${API}/${USER_COLLECTIONS_PATH}`, () => ok(COLLECTIONS)),
  http.get(`${API}/workbench/v4/portal-menus/project-bulletin-board`, () => ok(BULLETINS)),
  http.get(`${API}/workbench/v4/user-recent-visits/list`, () => ok(RECENT_VISITS)),
  http.post(`${API}/workbench/v4/user-recent-visits`, () => ok(null)),
  http.put(`${API}/workbench/v4/ti-run/update-custom-info`, () => ok(null)),
];

/**
 * What the shell reads once it is on the page (platform/routes/identities.ts, workbench-portal.ts):
 * the demo user's entry into the tenant, not a first visit, and the agreement already accepted, so
 * neither the welcome tip nor the privacy dialog lies over the shell (their stories are in
 * Session); the active product's help links (SPEC §7 help-urls).
 */
const SESSION_HANDLERS = [
  http.get(`${API}/tenant-user/v4/users/tenant/entrance`, () =>
    ok({ userId: "u-demo", tenantId: "10001", tenantName: "中建智造集团", tenantAdmin: false, userType: "tenant", externalEntityId: null, signIns: 12, firstVisit: false }),
  ),
  http.get(`${API}/portal/account/user/agreement`, () => ok({ agreeAgreement: true, agreeGDPR: true, identity: "tenant", pending: false })),
  // A strong password (platform/routes/personal.ts): no weak-password tip either.
  http.get(`${API}/uaa/user/weakWord`, () => ok({ weak: false })),
  http.get(`${API}/product/v4/help-urls`, ({ request }) => ok(HELP_URLS.filter((item) => item.productCode === new URL(request.url).searchParams.get("productCode")))),
];

/**
 * The demo platform for a story of part of the shell (tabs, content, header): the component
 * tests' msw handlers (orgs, dictionaries, tenants, identification), the home page's workbench
 * reads and the shell's session reads. Use as the story's `beforeEach`.
 */
export const answerDemoPlatform = answerPlatform([...WORKBENCH_HANDLERS, ...SESSION_HANDLERS, ...handlers]);

/**
 * The demo platform for a whole-shell story: the component tests' msw handlers, the home
 * page's data and the demo user's unread messages. The shell is shown at rest: the alert
 * notifications and the new-message prompt, which lie over it, have their stories in
 * Messages; here the alerts are left out and the prompt was declined ("never remind") in this
 * browser. Each story starts with the default tab only.
 */
export const shellPlatform = () => {
  forgetSavedTabs();
  removeStored("local", TABS_STORAGE_NAME, { userId: "u-demo", tenantId: MALFORMED_TENANT.tenant.id });
  const declined = ["10001", "10002", "10003", MALFORMED_TENANT.tenant.id].map((tenantId) => ({ userId: "u-demo", tenantId }));
  for (const ns of declined) writeStored("local", PROMPT_NEVER, ns, true);
  const messages = DEMO_MESSAGES.filter((message) => message.type !== "alert");
  const restore = answerPlatform([...WORKBENCH_HANDLERS, ...SESSION_HANDLERS, ...handlers, ...messageService(messages).handlers])();
  // The choice is this story's: the message stories that follow see the prompt again.
  return () => {
    restore();
    for (const ns of declined) removeStored("local", PROMPT_NEVER, ns);
    forgetSavedTabs();
    removeStored("local", TABS_STORAGE_NAME, { userId: "u-demo", tenantId: MALFORMED_TENANT.tenant.id });
  };
};

/** The message centre's never-remind choice (app/features/messages/MessageCenter.tsx). */
const PROMPT_NEVER = "messagePromptNever";

export interface WholeShellArgs {
  tenant?: StoryTenantKey;
  portalType?: PortalType;
  viewMode?: ViewMode;
  /** Header theme values over the tenant's, as the platform would send them (unchecked). */
  theme?: Record<string, unknown>;
  /** Scene params over the tenant's, unchecked. */
  sceneParams?: Record<string, unknown>;
  env?: Partial<EnvInfo>;
  /** Show the configuration problems, as the portal shows them to a tenant admin. */
  showProblems?: boolean;
}

const Page = createContext<{ context: PortalContextValue; showProblems: boolean } | null>(null);

/** The portal route's part: the URL's menu drives tabs and content, as app/routes/portal.$menuId.tsx does. */
function ShellRoute() {
  const page = useContext(Page)!;
  const { menuId = "1" } = useParams();
  const location = useLocation();
  const { context } = page;
  const menus = useMemo(() => (context.menus ? withActiveMenu(context.menus, menuId) : undefined), [context.menus, menuId]);
  return (
    <PortalShell
      menuId={menuId}
      problems={page.showProblems ? context.plan.problems : []}
      context={{ ...context, menus, currentPath: location.pathname + location.search }}
    />
  );
}

/**
 * The whole portal page — banner, header, sidebar, tab bar, content, side toolbar and
 * watermark — drawn by the portal's own PortalShell: the real layout engine makes the plan
 * from the tenant's configuration (stories/fixtures/portal.tsx storyPortal), the component
 * registry (app/shell/component-map.tsx) draws each region, and a memory router stands in
 * for Remix's at /portal/1/ (home) with the view mode in the query. The toolbar's tenant,
 * portal type and view mode apply over the args.
 */
export function WholeShell({ tenant, portalType, viewMode = "full", theme, sceneParams, env, showProblems = false }: WholeShellArgs) {
  const choice = useShellChoice();
  const { i18n } = useTranslation();
  const locale = normaliseLocale(i18n.language) ?? DEFAULT_LOCALE;
  const mode = choice.viewMode ?? viewMode;
  const tenantKey = choice.tenant ?? tenant;
  const context = useMemo<PortalContextValue>(() => {
    // The demo tenants' scene has the header's extend entries (as the Header stories); the malformed tenant keeps its own scene.
    const scene = tenantKey === MALFORMED_TENANT_KEY ? sceneParams : { headerExtendEntrys: SCENE_EXTEND_ENTRIES, ...sceneParams };
    const { context: base } = storyPortal({
      tenant: tenantKey,
      portalType: choice.portalType ?? portalType,
      viewMode: mode,
      theme,
      sceneParams: scene,
      env: { allowedFreeLicense: true, ...env },
    });
    // The tenant's root org, named after the tenant (the navigation stories' org id).
    return { ...base, locale, org: { ...ORG, name: base.tenant?.name ?? ORG.name }, menus: sidebarMenus("1"), tripartitePageUrl: mode === "tripartiteApp" ? PARTNER_PAGE : null };
  }, [choice, tenantKey, portalType, mode, theme, sceneParams, env, locale]);
  return (
    <Page.Provider value={{ context, showProblems }}>
      <PresetDataProvider data={HEADER_DATA}>
        {/* A new view mode is a new entry URL, as in the portal. */}
        <ShellRouter key={mode} viewMode={mode} />
      </PresetDataProvider>
    </Page.Provider>
  );
}

function ShellRouter({ viewMode }: { viewMode: ViewMode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: "/portal/:menuId/*", element: <ShellRoute /> }], {
      initialEntries: [`/portal/1/?org=${ORG.fullId}&viewMode=${viewMode}`],
      future: { v7_fetcherPersist: true, v7_normalizeFormMethod: true, v7_partialHydration: true, v7_relativeSplatPath: true, v7_skipActionErrorRevalidation: true },
    }),
  );
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
}

/** What a person sees of each region in a view mode (app/layout/README.md "Choices", SPEC §2). */
export const REGIONS_BY_VIEW_MODE: Record<ViewMode, { header: boolean; sidebar: boolean; tabs: boolean; toolbar: boolean; partnerFrame: boolean }> = {
  full: { header: true, sidebar: true, tabs: true, toolbar: true, partnerFrame: false },
  application: { header: true, sidebar: true, tabs: true, toolbar: false, partnerFrame: false },
  module: { header: false, sidebar: true, tabs: true, toolbar: false, partnerFrame: false },
  singleModule: { header: false, sidebar: false, tabs: false, toolbar: false, partnerFrame: false },
  tripartiteApp: { header: false, sidebar: false, tabs: false, toolbar: false, partnerFrame: true },
};

