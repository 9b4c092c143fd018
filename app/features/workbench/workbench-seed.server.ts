import { callPlatform, successData } from "#app/platform-api/client.server";
import { quickEntriesPath, readQuickEntries, readWorkbenchConfigAnswer, workbenchConfigPath } from "#app/platform-api/workbench";
import { log } from "#app/kit/log.server";
import { PLATFORM_PREVIEW_HEADER } from "#app/features/admin-preview/preview-marker.server";
import { bearerToken, sessionHeaders, type PortalSession } from "#app/session/session.server";
import type { MenuNode } from "#app/types/generated/menu-node";
import { quickEntryGroupOf } from "./QuickEntries";
import type { WorkbenchSeed } from "./workbench-seed";

/**
 * A platform read for the seed: its data, or null when the platform did not give it. A preview
 * page's read is marked so, as the BFF marks the page's own reads (ADR 057): the admin's entries
 * draft answers in place of the published list.
 */
async function read(path: string, session: PortalSession, preview: boolean): Promise<unknown> {
  const headers = preview ? { ...sessionHeaders(session), [PLATFORM_PREVIEW_HEADER]: "1" } : sessionHeaders(session);
  return successData(await callPlatform(`/${path}`, { token: bearerToken(session), headers }));
}

/**
 * The workbench's config and quick entries for its document (WorkbenchSeed). Never fails the
 * page: what cannot be read is null, and the page's sections read it themselves.
 */
export async function loadWorkbenchSeed(session: PortalSession, orgId: string | null, menu: MenuNode | null, options: { preview?: boolean } = {}): Promise<WorkbenchSeed | null> {
  const preview = options.preview === true;
  try {
    // Asked side by side (ARCHITECTURE §2); the entries are used only when the config has a portal workbench.
    const groupId = quickEntryGroupOf(menu);
    const [answer, entries] = await Promise.all([read(workbenchConfigPath(orgId), session, preview), read(quickEntriesPath(groupId), session, preview)]);
    if (answer === null) return null;
    const config = readWorkbenchConfigAnswer(answer);
    if (!config.hasPortalWorkbench || entries === null) return { orgId, config, quickEntries: null };
    return { orgId, config, quickEntries: { groupId, entries: readQuickEntries(entries) } };
  } catch (error) {
    log("warn", "portal: workbench sections not sent with the page", { detail: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
