type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `extra` merged into `base`, key by key at every depth: where both hold a tree the trees are
 * merged; otherwise the value of `extra` wins. Neither argument is changed. Anything that is not
 * a tree (a file that failed to parse into one) adds nothing.
 */
export function mergeLocaleTree(base: Tree, extra: unknown): Tree {
  if (!isTree(extra)) return { ...base };
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeLocaleTree(current, value) : value;
  }
  return merged;
}
