/**
 * The org search of SPEC §5 over a whole org tree: an index built once per tree, then one scan of
 * its names array per keystroke. An org matches on its own name only, never because an ancestor's
 * name holds the keyword (a search for a project department must not list its 99 projects).
 */

/** One org as the index takes it. Siblings keep the order they have in the list given. */
export interface OrgSearchEntry {
  id: string;
  parentId?: string | null;
  name?: string | null;
}

export interface OrgSearchIndex<T extends OrgSearchEntry> {
  /** The orgs in tree order: depth first, each parent before its children, siblings as given. */
  readonly entries: readonly T[];
  /** Each org's own name, normalised with `normalizeOrgName` ("" when it has none). */
  readonly names: readonly string[];
  /**
   * The names joined by "\n" (never in a normalised name), searched with one indexOf per match
   * rather than one per org: several times quicker on 100,000 names.
   */
  readonly text: string;
  /** Where each name starts in `text`, and at the end the text's length + 1. */
  readonly starts: Int32Array;
  /** Each org's depth: 0 for a root. */
  readonly depths: Int32Array;
  /** Each org's parent's position in `entries`; -1 for a root. */
  readonly parents: Int32Array;
  /** The greatest depth, so that a search can keep one bucket per rank and depth. */
  readonly maxDepth: number;
}

export interface OrgSearchPage<T> {
  /** The page asked for, best match first. */
  items: T[];
  /** Every match, on every page. */
  total: number;
}

export interface OrgSearchOptions<T> {
  /** Matches skipped before the page starts (default 0). */
  offset?: number;
  /** The page's size. */
  limit: number;
  /** Other conditions an org must meet (the search call's types, status…). */
  where?: (entry: T) => boolean;
}

const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const SPACES = /\s+/gu;
// Text that folding and lower-casing leave as it is: printable ASCII without capitals, and CJK
// unified ideographs (most org names). Checked first: it is several times cheaper than folding.
const UNCHANGED = /^[\x20-\x40\x5b-\x7e\u3400-\u4dbf\u4e00-\u9fff]*$/;

/**
 * A name or keyword as the search compares it: lower case, compatibility forms folded (full-width
 * Ａ１ reads A1), accents dropped from Latin letters (Östersund is found by "ostersund"; other
 * scripts keep theirs), runs of white space as one space, trimmed.
 */
export function normalizeOrgName(text: string): string {
  if (UNCHANGED.test(text)) return (text.includes("  ") ? text.replace(SPACES, " ") : text).trim();
  return text.normalize("NFKD").replace(LATIN_MARKS, "$1").normalize("NFC").toLowerCase().replace(SPACES, " ").trim();
}

/**
 * Builds the index of a tree given as a flat list of orgs, in one pass over it plus one walk.
 * An org whose parent is not in the list is a root; a repeated id is taken once (its first
 * occurrence, SPEC §5 duplicate ids removed); an org on a parent cycle is walked as a root.
 */
export function buildOrgSearchIndex<T extends OrgSearchEntry>(nodes: readonly T[]): OrgSearchIndex<T> {
  const byId = new Map<string, T>();
  for (const node of nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const node of byId.values()) {
    const parentId = node.parentId ?? null;
    if (parentId === null || parentId === node.id || !byId.has(parentId)) roots.push(node);
    else {
      const list = children.get(parentId);
      if (list) list.push(node);
      else children.set(parentId, [node]);
    }
  }

  const count = byId.size;
  const entries: T[] = [];
  const names: string[] = [];
  const depths = new Int32Array(count);
  const parents = new Int32Array(count);
  const placed = new Set<string>();
  let maxDepth = 0;
  const stack: { node: T; parent: number; depth: number }[] = [];
  const walk = (root: T) => {
    stack.push({ node: root, parent: -1, depth: 0 });
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      const { node, parent, depth } = top;
      if (placed.has(node.id)) continue;
      placed.add(node.id);
      const at = entries.length;
      entries.push(node);
      names.push(typeof node.name === "string" ? normalizeOrgName(node.name) : "");
      depths[at] = depth;
      parents[at] = parent;
      if (depth > maxDepth) maxDepth = depth;
      const list = children.get(node.id);
      if (list) for (let i = list.length - 1; i >= 0; i--) stack.push({ node: list[i] as T, parent: at, depth: depth + 1 });
    }
  };
  for (const root of roots) walk(root);
  // Left over: orgs whose parents form a cycle, which no root reaches.
  if (entries.length < count) for (const node of byId.values()) if (!placed.has(node.id)) walk(node);
  const starts = new Int32Array(count + 1);
  let offset = 0;
  for (let i = 0; i < count; i++) {
    starts[i] = offset;
    offset += (names[i] as string).length + 1;
  }
  starts[count] = offset;
  return { entries, names, text: names.join("\n"), starts, depths, parents, maxDepth };
}

/**
 * One keystroke's search (SPEC §5, §9): the orgs whose own normalised name contains the keyword's,
 * ranked exact name, then names starting with it, then the rest; within a rank shallower first,
 * then tree order. Returns the page `offset`…`offset + limit` and the total. A blank keyword
 * matches every org, in tree order (the list view). One pass over the joined names; the page is
 * kept in a bucket per rank and depth, each holding at most `offset + limit` positions.
 */
export function searchOrgIndex<T extends OrgSearchEntry>(index: OrgSearchIndex<T>, keyword: string | null | undefined, options: OrgSearchOptions<T>): OrgSearchPage<T> {
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const limit = Math.max(0, Math.floor(options.limit));
  const keep = offset + limit;
  const { entries, text, starts, depths, maxDepth } = index;
  const where = options.where;
  const needle = normalizeOrgName(keyword ?? "");

  if (needle === "") {
    const items: T[] = [];
    let total = 0;
    for (const entry of entries) {
      if (where && !where(entry)) continue;
      if (total >= offset && total < keep) items.push(entry);
      total += 1;
    }
    return { items, total };
  }

  const levels = maxDepth + 1;
  const buckets: number[][] = Array.from({ length: 3 * levels }, () => []);
  let total = 0;
  // Each match found in the joined text belongs to the name it falls in (the names run in order);
  // the next search starts at the following name, so a name counts once, by its first match.
  let i = 0;
  for (let at = text.indexOf(needle); at >= 0; at = i < entries.length ? text.indexOf(needle, starts[i] as number) : -1) {
    while ((starts[i + 1] as number) <= at) i += 1;
    const position = i;
    i += 1;
    const entry = entries[position] as T;
    if (where && !where(entry)) continue;
    total += 1;
    const start = starts[position] as number;
    const rank = at > start ? 2 : (starts[position + 1] as number) - 1 - start === needle.length ? 0 : 1;
    const bucket = buckets[rank * levels + (depths[position] as number)] as number[];
    if (bucket.length < keep) bucket.push(position);
  }

  const items: T[] = [];
  let skipped = 0;
  for (const bucket of buckets) {
    for (const position of bucket) {
      if (skipped < offset) skipped += 1;
      else if (items.length < limit) items.push(entries[position] as T);
      else return { items, total };
    }
  }
  return { items, total };
}
