import { buildOrgSearchIndex, searchOrgIndex } from "#packages/org-search/src/org-search-index.ts";
import { FILTER_RESULT_LIMIT_TIP, SEARCH_RESULT_CAP } from "../../kit/constants.ts";

export interface CappedResults<T> {
  items: T[];
  /** True when `total` exceeds the cap; the UI shows `tip`. */
  limited: boolean;
  total: number;
  tip: typeof FILTER_RESULT_LIMIT_TIP | null;
}

/**
 * SPEC §5, §9: filter and org search results are capped at 50, with the limit tip
 * 'filterResultLimitTips' when the total is greater. Returns the first `cap` items, the
 * total and whether the cap applied. A cap below 0 counts as 0.
 */
export function capResults<T>(list: readonly T[], cap: number = SEARCH_RESULT_CAP): CappedResults<T> {
  const limit = Math.max(0, Math.floor(cap));
  const limited = list.length > limit;
  return { items: list.slice(0, limit), limited, total: list.length, tip: limited ? FILTER_RESULT_LIMIT_TIP : null };
}

/**
 * SPEC §5 Search over a list of loaded nodes: an org matches when its own name contains the
 * keyword (case-insensitive, accents on Latin letters ignored) — an ancestor's name in its path
 * does not count. Ranked exact name, then prefix, then contains; within a rank shallower first,
 * then the list's order (packages/org-search). Duplicate ids removed (the first is kept), capped
 * at 50 with the limit tip and the true total. A blank keyword matches nothing (the UI shows the
 * no-data text for an empty result).
 */
export function searchOrgs<T extends { id: string; name?: string | null; parentId?: string | null }>(
  nodes: readonly T[],
  keyword: string | null | undefined,
  cap: number = SEARCH_RESULT_CAP,
): CappedResults<T> {
  const limit = Math.max(0, Math.floor(cap));
  if ((keyword ?? "").trim() === "") return capResults([], limit);
  const { items, total } = searchOrgIndex(buildOrgSearchIndex(nodes), keyword, { limit });
  const limited = total > limit;
  return { items, total, limited, tip: limited ? FILTER_RESULT_LIMIT_TIP : null };
}

/**
 * Where a found org sits (SPEC §3 Org node fullName, names joined by "/"): its fullName without
 * its own name at the end, so that a search row can show the org's name in full and the path
 * beside it, giving way first. "" when the fullName is absent, is the name alone, or does not
 * end with the name.
 */
export function orgParentPath(node: { name?: unknown; fullName?: unknown }): string {
  const name = typeof node.name === "string" ? node.name.trim() : "";
  const full = typeof node.fullName === "string" ? node.fullName.trim() : "";
  if (name === "" || full === "" || full === name || !full.endsWith(`/${name}`)) return "";
  return full.slice(0, -name.length - 1).replace(/\/+$/, "");
}
