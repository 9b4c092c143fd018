import type { MenuNode } from "#app/types/generated/menu-node.ts";
import type { StorageNamespace } from "#app/kit/client-storage.ts";
import { readValid } from "#app/kit/schemas/browser-validate.ts";
import { validateRecentVisit } from "#app/types/generated/validators/recent-visit.js";
import { RECENT_VISITS_MAX } from "../../kit/constants.ts";

/** SPEC §3 Recent visit. `id` is the menu id; `orgFullId` is the org it was visited in. */
export interface RecentVisit {
  id: string;
  name: string;
  code: string | null;
  menuName: string;
  menuNameAllLang: Record<string, string> | null;
  productCode: string | null;
  appCode: string | null;
  menuAuthCode: string | null;
  bizType: string | null;
  iconUrl: string | null;
  orgName: string | null;
  orgFullId: string | null;
}

/** Storage name of the recent-browse list (SPEC §3 persistent "recent-browse list"). */
export const RECENT_VISITS_STORAGE_NAME = "recent-browse";

/**
 * SPEC §3 Recent visit: checked by the generated validator of schemas/recent-visit (ADR 019; no
 * eval, ADR 017): a bad optional field is dropped, a missing or empty id refuses the visit.
 * What stays code is normalisation into the stored shape: absent fields become null, and each
 * of name and menuName stands in for the other.
 */
export function readRecentVisit(value: unknown): RecentVisit | null {
  const visit = readValid(validateRecentVisit, value);
  if (!visit) return null;
  return {
    id: visit.id,
    name: visit.name ?? visit.menuName ?? "",
    code: visit.code ?? null,
    menuName: visit.menuName ?? visit.name ?? "",
    menuNameAllLang: visit.menuNameAllLang ?? null,
    productCode: visit.productCode ?? null,
    appCode: visit.appCode ?? null,
    menuAuthCode: visit.menuAuthCode ?? null,
    bizType: visit.bizType ?? null,
    iconUrl: visit.iconUrl ?? null,
    orgName: visit.orgName ?? null,
    orgFullId: visit.orgFullId ?? null,
  };
}

const visitKey = (visit: RecentVisit) => `${visit.id}\u0000${visit.orgFullId ?? ""}`;

/**
 * SPEC §4 Other behaviours, §9: the stored recent visits read back: valid entries in their
 * order, duplicates by id and org removed (the first kept), at most 5. Garbage gives [].
 */
export function readRecentVisits(value: unknown): RecentVisit[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: RecentVisit[] = [];
  for (const item of value as unknown[]) {
    const visit = readRecentVisit(item);
    if (!visit || seen.has(visitKey(visit))) continue;
    seen.add(visitKey(visit));
    list.push(visit);
    if (list.length >= RECENT_VISITS_MAX) break;
  }
  return list;
}

/**
 * SPEC §4 "Recent visits are kept in local storage: at most 5 per local id and tenant, newest
 * first, duplicates by id and org removed." Puts `visit` first, removes an older visit of the
 * same menu in the same org, keeps 5. An invalid visit leaves the (cleaned) list as it was.
 */
export function addRecentVisit(list: unknown, visit: unknown): RecentVisit[] {
  const current = readRecentVisits(list);
  const next = readRecentVisit(visit);
  if (!next) return current;
  const key = visitKey(next);
  return [next, ...current.filter((item) => visitKey(item) !== key)].slice(0, RECENT_VISITS_MAX);
}

/** SPEC §4: the list is kept per local id (User info `localId`) and tenant. */
export function recentVisitsNamespace(localId: unknown, tenantId: unknown): StorageNamespace {
  return { userId: typeof localId === "string" || typeof localId === "number" ? String(localId) : null, tenantId: typeof tenantId === "string" ? tenantId : null };
}

/**
 * SPEC §3 Recent visit from a menu node and the org it was opened in: the node's id, name,
 * names by locale, codes and icon (iconDownloadUrl when iconOrigin is 1, else the product
 * icon). Null for something that is not a menu node.
 */
export function recentVisitFromMenu(menu: unknown, org: { name?: unknown; fullId?: unknown } | null | undefined, bizType: unknown = null): RecentVisit | null {
  if (typeof menu !== "object" || menu === null) return null;
  const node = menu as Partial<MenuNode>;
  const icon = node.iconOrigin === 1 ? node.iconDownloadUrl : node.productIconFileUrl;
  return readRecentVisit({
    id: node.id,
    name: node.name,
    code: node.code,
    menuName: node.name,
    menuNameAllLang: node.nameAllLang,
    productCode: node.sourceProductCode,
    appCode: node.sourceAppCode,
    menuAuthCode: node.code,
    bizType,
    iconUrl: icon,
    orgName: org?.name,
    orgFullId: org?.fullId,
  });
}
