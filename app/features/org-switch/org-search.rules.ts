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
 * SPEC §5 Search: case-insensitive substring match on name, duplicate ids removed (the
 * first is kept), capped at 50 with the limit tip. A blank keyword matches nothing (the
 * UI shows the no-data text for an empty result). Takes a flat list of loaded nodes.
 */
export function searchOrgs<T extends { id: string; name?: string | null }>(
  nodes: readonly T[],
  keyword: string | null | undefined,
  cap: number = SEARCH_RESULT_CAP,
): CappedResults<T> {
  const needle = (keyword ?? "").trim().toLowerCase();
  if (needle.length === 0) return capResults([], cap);
  const seen = new Set<string>();
  const matches: T[] = [];
  for (const node of nodes) {
    if (seen.has(node.id) || typeof node.name !== "string" || !node.name.toLowerCase().includes(needle)) continue;
    seen.add(node.id);
    matches.push(node);
  }
  return capResults(matches, cap);
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
