export { ORG_VIRTUAL_ITEM_SIZE, ORG_VIRTUAL_LIST_KEEP } from "../../kit/constants.ts";

export interface TreeNode<T> {
  id: string;
  children?: readonly T[] | null;
}

export interface VisibleRow<T> {
  node: T;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

/**
 * SPEC §9 org tree virtual list (keeps 30 items, estimated item size 32): the rows a
 * virtual list renders, in display order — every root, and the children of each
 * expanded node, depth-first. Iterative, so deep or 100,000-node trees neither recurse
 * nor copy subtrees; each visible node is visited once. Returns a new array.
 */
export function flattenVisible<T extends TreeNode<T>>(
  roots: readonly T[],
  expandedIds: ReadonlySet<string> | readonly string[],
): VisibleRow<T>[] {
  const expanded: ReadonlySet<string> = expandedIds instanceof Set ? expandedIds : new Set(expandedIds as readonly string[]);
  const rows: VisibleRow<T>[] = [];
  const stack: { node: T; depth: number }[] = [];
  for (let i = roots.length - 1; i >= 0; i--) {
    const root = roots[i];
    if (root) stack.push({ node: root, depth: 0 });
  }
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { node, depth } = top;
    const children = node.children ?? [];
    const isOpen = children.length > 0 && expanded.has(node.id);
    rows.push({ node, depth, hasChildren: children.length > 0, expanded: isOpen });
    if (!isOpen) continue;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return rows;
}
