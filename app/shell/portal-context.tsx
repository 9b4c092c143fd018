import { useMemo } from "react";
import type { PortalContextValue } from "./portal-types";
import { StoresProvider, useMenus, useOrg, usePlan, usePortalActions, useSession } from "./stores";

export type { PortalActions, PortalContextValue, PortalIdentity, PortalOrg, PortalTenant, PortalUser } from "./portal-types";

/**
 * Gives the whole portal context at once: the one stores provider under the name stories
 * and tests know it by. Its `value` stays the one way to give everything.
 */
export const PortalProvider = StoresProvider;

/**
 * The whole portal context, made of the narrow stores. A reader of it draws again when any
 * concern changes; prefer useSession, useOrg, useMenus, usePlan or usePortalActions.
 */
export function usePortal(): PortalContextValue {
  const session = useSession();
  const orgs = useOrg();
  const menus = useMenus();
  const page = usePlan();
  const actions = usePortalActions();
  return useMemo(() => ({ ...session, ...orgs, menus, ...page, actions }), [session, orgs, menus, page, actions]);
}
