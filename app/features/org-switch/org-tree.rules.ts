import type { OrgNode } from "#app/types/generated/org-node.ts";
import { CATEGORY_ORG_TYPE, PROJECT_ORG_TYPES } from "../../kit/constants.ts";

export { orgIdFromFullId, requireOrgId } from "./org-id.rules.ts";
export { capResults, searchOrgs } from "./org-search.rules.ts";
export { flattenVisible } from "./org-virtual-list.rules.ts";

type SelectableNode = Pick<OrgNode, "type"> & Partial<Pick<OrgNode, "authType">>;

export type OrgView = "org" | "project";

/**
 * SPEC §4 Org switch, §6 Org permission: why a node cannot be selected, or null when it
 * can. authType 0 → "noAuth" (tip hasNoAuthTip); category → "category" (category tip);
 * in the project view a type other than general-project or mixing-station → "notProject".
 */
export function orgDisabledReason(node: SelectableNode, options: { view: OrgView }): "noAuth" | "category" | "notProject" | null {
  if (node.authType === 0) return "noAuth";
  if (node.type === CATEGORY_ORG_TYPE) return "category";
  if (options.view === "project" && !PROJECT_ORG_TYPES.includes(node.type)) return "notProject";
  return null;
}

/**
 * SPEC §4 Org switch: disabled nodes (authType 0 or category; in the project tree also
 * non-project types) are not selectable. Returns whether the node can be selected.
 */
export function isSelectableOrg(node: SelectableNode, options: { view: OrgView }): boolean {
  return orgDisabledReason(node, options) === null;
}

/**
 * SPEC §5: duplicate org children are deduplicated, preferring non-son-project nodes.
 * Keeps the position of an id's first occurrence; a later non-son-project node replaces
 * an earlier son-project one with the same id. Returns a new array.
 */
export function dedupeChildren<T extends Pick<OrgNode, "id"> & Partial<Pick<OrgNode, "isSonProjectNode">>>(children: readonly T[]): T[] {
  const result: T[] = [];
  const indexById = new Map<string, number>();
  for (const child of children) {
    const index = indexById.get(child.id);
    if (index === undefined) {
      indexById.set(child.id, result.length);
      result.push(child);
    } else if (result[index]?.isSonProjectNode === true && child.isSonProjectNode !== true) {
      result[index] = child;
    }
  }
  return result;
}

/** SPEC §5: category leaf nodes are filtered out of child lists. Returns a new array. */
export function filterCategoryLeaves<T extends Pick<OrgNode, "type"> & Partial<Pick<OrgNode, "isLeaf">>>(children: readonly T[]): T[] {
  return children.filter((child) => !(child.type === CATEGORY_ORG_TYPE && child.isLeaf === true));
}

/**
 * SPEC §4 Org switch: toggling a bookmark sends the collect status 0 if the node is
 * currently bookmarked (`userFocus`), else 1.
 */
export function focusStatusFor(node: Partial<Pick<OrgNode, "userFocus">>): 0 | 1 {
  return node.userFocus === true ? 0 : 1;
}
