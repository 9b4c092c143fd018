import { useEffect } from "react";
import { setSessionApp } from "#app/platform-api/identification";
import { updateCustomInfo } from "#app/platform-api/workbench";
import { menuPath } from "#app/features/menus/menu-tree.rules";
import { useSession, useOrg, useMenus } from "./stores";

/** The app (SPEC §2 level 2, an app-type menu) the active menu belongs to, or null. */
function activeAppId(tree: Parameters<typeof menuPath>[0] | undefined, activePath: readonly string[] | undefined): string | null {
  if (!tree || !activePath || activePath.length === 0) return null;
  const app = menuPath(tree, activePath[activePath.length - 1]).find((node) => node.sourceType === "app");
  return app ? app.id : null;
}

/**
 * SPEC §7 "PUT /identification/session/app?appId" and "PUT workbench/v4/ti-run/update-custom-info":
 * the platform is told which application the session works in whenever the active menu moves
 * into another app, and the user's details with the current org's full name whenever the org
 * changes (at entry too). Neither answer changes the page: a failed call is logged (SPEC §8).
 * Renders nothing.
 */
export function SessionContextSync() {
  const menus = useMenus();
  const { user } = useSession();
  const { org } = useOrg();
  const appId = activeAppId(menus?.tree, menus?.activePath);
  const orgFullName = org ? (org.fullName ?? org.name) : null;

  useEffect(() => {
    if (appId === null) return;
    setSessionApp(appId).catch((error: unknown) => console.warn("session app not set", error instanceof Error ? error.message : error));
  }, [appId]);

  const accountName = user?.accountName ?? null;
  const username = user?.nickname ?? null;
  const mobile = user?.mobile ?? null;
  useEffect(() => {
    if (accountName === null || orgFullName === null) return;
    const info = { accountName, orgFullName, ...(username ? { username } : {}), ...(mobile ? { mobile } : {}) };
    updateCustomInfo(info).catch((error: unknown) => console.warn("custom info not updated", error instanceof Error ? error.message : error));
  }, [accountName, username, mobile, orgFullName]);

  return null;
}
