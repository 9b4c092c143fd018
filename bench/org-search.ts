/**
 * Org search figures (ADR 050), in Node, on the generated tenant's own tree (the rows of
 * platform/db/seed-large.ts, 100,111 orgs):
 *
 * - build: the search index built once per tree (normalised names, depths, parents).
 * - keystroke: one search as the platform runs it per keystroke, a page of 50 and the total,
 *   for each prefix of each query as a person types it, over several rounds: p50 and p99.
 *
 * The platform's HTTP call and the browser's drawing are in bench/org-popover.ts.
 * `npx tsx bench/org-search.ts` runs these figures alone (no build needed); `npm run bench`
 * runs them with the others.
 */
import { pathToFileURL } from "node:url";
import { buildOrgSearchIndex, searchOrgIndex, type OrgSearchEntry, type OrgSearchIndex } from "#packages/org-search/src/org-search-index";
import { largeOrgRows } from "#platform/db/seed-large";

/** Typed one character at a time: the report's department, a leaf, many hits, one hit, none, Latin. */
export const ORG_SEARCH_QUERIES = ["第5项目部", "华东区域第3分公司项目部 0421", "搅拌站", "0421", "大型基建集团有限公司", "Östersund"];
const ROUNDS = 10;
const BUILDS = 3;

export interface OrgSearchFigures {
  nodes: number;
  /** Median of BUILDS builds, ms. */
  buildMs: number;
  /** Per query: keystrokes timed, p50 and p99 ms, and the matches of the whole query. */
  queries: { query: string; keystrokes: number; p50: number; p99: number; total: number }[];
  all: { keystrokes: number; p50: number; p99: number; max: number };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** The seed's tree as the platform reads it for its index: siblings by sort_order (the generator's order). */
export function seedLikeOrgs(): OrgSearchEntry[] {
  const nodes: OrgSearchEntry[] = [];
  for (const batch of largeOrgRows(5000)) for (const row of batch) nodes.push({ id: row.id, parentId: row.parent_id ?? null, name: row.name });
  return nodes;
}

export function benchOrgSearch(nodes: readonly OrgSearchEntry[] = seedLikeOrgs()): OrgSearchFigures {
  const builds: number[] = [];
  let index: OrgSearchIndex<OrgSearchEntry> | null = null;
  for (let i = 0; i < BUILDS; i++) {
    const started = performance.now();
    index = buildOrgSearchIndex(nodes);
    builds.push(performance.now() - started);
  }
  if (!index) throw new Error("no index");
  const queries: OrgSearchFigures["queries"] = [];
  const all: number[] = [];
  for (const query of ORG_SEARCH_QUERIES) {
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (let typed = 1; typed <= query.length; typed++) {
        const started = performance.now();
        const page = searchOrgIndex(index, query.slice(0, typed), { limit: 50 });
        times.push(performance.now() - started);
        if (typed === query.length) total = page.total;
      }
    }
    all.push(...times);
    queries.push({ query, keystrokes: times.length, p50: percentile(times, 50), p99: percentile(times, 99), total });
  }
  return {
    nodes: index.entries.length,
    buildMs: percentile(builds, 50),
    queries,
    all: { keystrokes: all.length, p50: percentile(all, 50), p99: percentile(all, 99), max: Math.max(...all) },
  };
}

export function describeOrgSearch(figures: OrgSearchFigures): string {
  const rows = figures.queries.map((q) => `  "${q.query}" (${q.total} matches): p50 ${q.p50.toFixed(2)} ms, p99 ${q.p99.toFixed(2)} ms over ${q.keystrokes} keystrokes`);
  return [
    `Org search over the ${figures.nodes}-org tree of the generated tenant (Node, packages/org-search): index built once in ${figures.buildMs.toFixed(0)} ms (median of ${BUILDS}); ` +
      `a keystroke (page of 50 and the total) p50 ${figures.all.p50.toFixed(2)} ms, p99 ${figures.all.p99.toFixed(2)} ms, max ${figures.all.max.toFixed(2)} ms over ${figures.all.keystrokes} keystrokes (target ≤ 100 ms):`,
    ...rows,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(describeOrgSearch(benchOrgSearch()));
}
