import { callPlatform, successData } from "#app/platform-api/client.server";
import { bulletinsPath, quickEntriesPath, readBulletinsAnswer, readQuickEntries, readRecentVisitsAnswer, readWorkbenchConfigAnswer, RECENT_VISITS_PATH, USER_COLLECTIONS_PATH, workbenchConfigPath } from "#app/platform-api/workbench";
import { readCollectedList } from "#app/features/collections/collections.rules";
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

/** What `read` gave, as `parse` reads it; null when it gave nothing or `parse` could not read it (logged). */
async function readAs<T>(path: string, session: PortalSession, preview: boolean, parse: (data: unknown) => T): Promise<T | null> {
  try {
    const data = await read(path, session, preview);
    return data === null ? null : parse(data);
  } catch (error) {
    log("warn", "portal: a section not sent with the page", { path: path.split("?", 1)[0], detail: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

type Sections = Pick<WorkbenchSeed, "bulletins" | "recentVisits" | "collections">;

/**
 * The sections the home and the workbench both draw (ADR 064): the org's bulletin board, the
 * user's recent visits and collected menus, asked side by side. Each that cannot be read is
 * null, and the page's section reads it itself.
 */
function loadSections(session: PortalSession, orgId: string | null, preview: boolean): Promise<Sections> {
  return Promise.all([
    orgId ? readAs(bulletinsPath(orgId), session, preview, readBulletinsAnswer) : Promise.resolve(null),
    readAs(RECENT_VISITS_PATH, session, preview, readRecentVisitsAnswer),
    // Not a list is no list: the store reads it itself, and fails there as it would have.
    readAs(USER_COLLECTIONS_PATH, session, preview, (data) => (Array.isArray(data) ? readCollectedList(data) : null)),
  ]).then(([bulletins, recentVisits, collections]) => ({ bulletins, recentVisits, collections }));
}

/**
 * The home's sections for its document (SPEC §2 menu 1, §9 first paint; ADR 064): its bulletin
 * board, recent visits and collected menus. Never fails the page: null when none could be read.
 */
export async function loadHomeSeed(session: PortalSession, orgId: string | null, options: { preview?: boolean } = {}): Promise<WorkbenchSeed | null> {
  const sections = await loadSections(session, orgId, options.preview === true);
  if (sections.bulletins === null && sections.recentVisits === null && sections.collections === null) return null;
  return { orgId, config: null, quickEntries: null, ...sections };
}

/**
 * The workbench's config and quick entries for its document (WorkbenchSeed), with the sections
 * it shares with the home. Never fails the page: what cannot be read is null, and the page's
 * sections read it themselves.
 */
export async function loadWorkbenchSeed(session: PortalSession, orgId: string | null, menu: MenuNode | null, options: { preview?: boolean } = {}): Promise<WorkbenchSeed | null> {
  const preview = options.preview === true;
  try {
    // Asked side by side (ARCHITECTURE §2); the entries are used only when the config has a portal workbench.
    const groupId = quickEntryGroupOf(menu);
    const [answer, entries, sections] = await Promise.all([read(workbenchConfigPath(orgId), session, preview), read(quickEntriesPath(groupId), session, preview), loadSections(session, orgId, preview)]);
    if (answer === null) return null;
    const config = readWorkbenchConfigAnswer(answer);
    if (!config.hasPortalWorkbench || entries === null) return { orgId, config, quickEntries: null, ...sections };
    return { orgId, config, quickEntries: { groupId, entries: readQuickEntries(entries) }, ...sections };
  } catch (error) {
    log("warn", "portal: workbench sections not sent with the page", { detail: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
