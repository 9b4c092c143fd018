import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import type { PortalActions, PortalContextValue } from "./portal-types";

/**
 * The portal's render context, one store per concern. A component reads the concern it
 * needs through its own hook and draws again only when that concern changes: a change of
 * the org's menus does not redraw the user's name, a change of org does not redraw the
 * logo. All of them are given by one StoresProvider, mounted once per page by the shell.
 */

/** Who is signed in and as what (SPEC §4 Identity at entry, tenant switch); no tokens. */
export type SessionStore = Pick<PortalContextValue, "user" | "tenant" | "tenants" | "identity" | "identities" | "singleProduct">;

/** The org the page is for and the participant's orgs (SPEC §2 org switch, participant-org dropdown). */
export type OrgStore = Pick<PortalContextValue, "org" | "participantOrgs">;

/** The page itself: the resolved plan, the language, the URL and the entry's third-party page. */
export type PlanStore = Pick<PortalContextValue, "plan" | "locale" | "currentPath" | "tripartitePageUrl">;

// Menus and actions may be absent (stories that only look), so each sits in a box: a missing
// box means "outside the provider", an empty one means "none given".
const SessionContext = createContext<SessionStore | null>(null);
const OrgContext = createContext<OrgStore | null>(null);
const MenusContext = createContext<{ menus: PortalMenus | undefined } | null>(null);
const PlanContext = createContext<PlanStore | null>(null);
const ActionsContext = createContext<{ actions: PortalActions | undefined } | null>(null);

/**
 * Gives every store from one value. Each store's object changes only when one of its own
 * fields does, so a reader of one concern is not redrawn for another.
 */
export function StoresProvider({ value, children }: { value: PortalContextValue; children: ReactNode }) {
  const { plan, user, tenant, tenants, identities, singleProduct, actions, org, identity, menus, participantOrgs, locale, currentPath, tripartitePageUrl } = value;
  const session = useMemo<SessionStore>(
    () => ({ user, tenant, tenants, identity, identities, singleProduct }),
    [user, tenant, tenants, identity, identities, singleProduct],
  );
  const orgs = useMemo<OrgStore>(() => ({ org, participantOrgs }), [org, participantOrgs]);
  const menuBox = useMemo(() => ({ menus }), [menus]);
  const page = useMemo<PlanStore>(() => ({ plan, locale, currentPath, tripartitePageUrl }), [plan, locale, currentPath, tripartitePageUrl]);
  const actionBox = useMemo(() => ({ actions }), [actions]);
  return (
    <SessionContext.Provider value={session}>
      <OrgContext.Provider value={orgs}>
        <MenusContext.Provider value={menuBox}>
          <PlanContext.Provider value={page}>
            <ActionsContext.Provider value={actionBox}>{children}</ActionsContext.Provider>
          </PlanContext.Provider>
        </MenusContext.Provider>
      </OrgContext.Provider>
    </SessionContext.Provider>
  );
}

function outside(hook: string): never {
  throw new Error(`${hook} must be used inside StoresProvider`);
}

/** The signed-in user, the tenant and the identity the user works as. */
export function useSession(): SessionStore {
  return useContext(SessionContext) ?? outside("useSession");
}

/** The org of the page and the participant's orgs. */
export function useOrg(): OrgStore {
  return useContext(OrgContext) ?? outside("useOrg");
}

/** The org's menus (SPEC §2 menu levels); undefined where none were given. */
export function useMenus(): PortalMenus | undefined {
  return (useContext(MenusContext) ?? outside("useMenus")).menus;
}

/** The layout plan, the locale, the current path and the entry's third-party page. */
export function usePlan(): PlanStore {
  return useContext(PlanContext) ?? outside("usePlan");
}

/** What header items may ask the shell to do; undefined where the page only looks. */
export function usePortalActions(): PortalActions | undefined {
  return (useContext(ActionsContext) ?? outside("usePortalActions")).actions;
}
