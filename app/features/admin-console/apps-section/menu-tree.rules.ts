import type { AdminMenu } from "#app/platform-api/product-admin";
import type { MenuWrite } from "#app/types/generated/menu-write";

/**
 * The console's menu tree (SPEC §2 menu levels): the platform's flat admin list as a tree, the
 * places a menu may go, and the writes a move takes. Pure.
 */

export interface MenuTreeNode {
  menu: AdminMenu;
  children: MenuTreeNode[];
}

const bySort = (a: MenuTreeNode, b: MenuTreeNode) => a.menu.sort - b.menu.sort || a.menu.id.localeCompare(b.menu.id);

/** The tenant's menus as a tree (roots: the app categories), each list by sort then id. */
export function menuTree(menus: readonly AdminMenu[]): MenuTreeNode[] {
  const nodes = new Map(menus.map((menu) => [menu.id, { menu, children: [] as MenuTreeNode[] }]));
  const roots: MenuTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.menu.parentId === null ? undefined : nodes.get(node.menu.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  for (const node of nodes.values()) node.children.sort(bySort);
  return roots.sort(bySort);
}

/** Whether a menu of `child` type may stand under a parent of `parent` type (null: the top, for an app category only). */
export function fitsUnder(child: AdminMenu["sourceType"], parent: AdminMenu["sourceType"] | null): boolean {
  if (child === "app-category") return parent === null;
  if (child === "app") return parent === "app-category";
  return parent === "app" || parent === "dir";
}

/** The body of a PUT that keeps everything a menu has (roles left out: its grants stay). */
export function menuWriteOf(menu: AdminMenu): MenuWrite {
  const names = menu.nameAllLang;
  const body: MenuWrite = {
    parentId: menu.parentId,
    nameAllLang: { "zh-CN": names["zh-CN"] ?? menu.name, en: names.en ?? menu.name, "sv-SE": names["sv-SE"] ?? menu.name },
    code: menu.code ?? "",
    sourceType: menu.sourceType,
    // A menu that opens an app takes its url from the app: only a portal page's url is written.
    microAppId: menu.microAppId,
    url: menu.microAppId === null && (menu.sourceType === "menu" || menu.sourceType === "app") && menu.url?.startsWith("/portal-pages/") ? menu.url : null,
    iconClass: menu.iconClass,
    sort: menu.sort,
    popupType: menu.popupType === 0 || menu.popupType === 1 ? menu.popupType : null,
    orgTypes: (menu.orgTypes as MenuWrite["orgTypes"]) ?? null,
    identityCodes: (menu.identityCodes as MenuWrite["identityCodes"]) ?? null,
  };
  if (menu.sourceType === "menu") {
    body.urlParams = menu.urlParams;
    body.authoritySuffixes = menu.authoritySuffixes as MenuWrite["authoritySuffixes"];
  }
  if (menu.sourceType === "app") {
    if (menu.sourceAppCode) body.appCode = menu.sourceAppCode;
    if (menu.sourceKey) body.sourceKey = menu.sourceKey;
  }
  return body;
}

/** One PUT of a move: the menu and its whole body. */
export interface MenuPut {
  id: string;
  body: MenuWrite;
}

/**
 * The PUTs that put menu `id` at `index` among the children of `parentId` (null: the top): the
 * menu with its new parent and sort first, then every sibling whose sort must change so the
 * list reads 0, 1, 2… in the new order. Empty when nothing moves; null when the menu may not
 * stand there (SPEC §2 levels) or would go below itself.
 */
export function movePuts(menus: readonly AdminMenu[], id: string, parentId: string | null, index: number): MenuPut[] | null {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const moved = byId.get(id);
  if (!moved) return null;
  const parent = parentId === null ? null : byId.get(parentId);
  if (parentId !== null && !parent) return null;
  if (!fitsUnder(moved.sourceType, parent ? parent.sourceType : null)) return null;
  for (let at = parent; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) if (at.id === id) return null;
  const siblings = menus
    .filter((m) => m.parentId === parentId && m.id !== id)
    .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  const at = Math.max(0, Math.min(index, siblings.length));
  const order = [...siblings.slice(0, at), moved, ...siblings.slice(at)];
  const puts: MenuPut[] = [];
  order.forEach((menu, sort) => {
    if (menu.id === id) {
      if (menu.parentId !== parentId || menu.sort !== sort) puts.unshift({ id, body: { ...menuWriteOf(menu), parentId, sort } });
    } else if (menu.sort !== sort) {
      puts.push({ id: menu.id, body: { ...menuWriteOf(menu), sort } });
    }
  });
  return puts;
}

/** Where a keyboard move puts a menu: its parent and index there. */
export interface MoveTarget {
  parentId: string | null;
  index: number;
}

function siblingsOf(menus: readonly AdminMenu[], menu: AdminMenu): AdminMenu[] {
  return menus.filter((m) => m.parentId === menu.parentId).sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
}

/** One place up among its siblings; null at the top of its list. */
export function moveUpTarget(menus: readonly AdminMenu[], menu: AdminMenu): MoveTarget | null {
  const index = siblingsOf(menus, menu).findIndex((m) => m.id === menu.id);
  return index > 0 ? { parentId: menu.parentId, index: index - 1 } : null;
}

/** One place down among its siblings; null at the bottom. */
export function moveDownTarget(menus: readonly AdminMenu[], menu: AdminMenu): MoveTarget | null {
  const list = siblingsOf(menus, menu);
  const index = list.findIndex((m) => m.id === menu.id);
  return index >= 0 && index < list.length - 1 ? { parentId: menu.parentId, index: index + 1 } : null;
}

/** Into the sibling just above it, as its last child; null when there is none or the menu may not go under it. */
export function moveIntoTarget(menus: readonly AdminMenu[], menu: AdminMenu): MoveTarget | null {
  const list = siblingsOf(menus, menu);
  const index = list.findIndex((m) => m.id === menu.id);
  const above = index > 0 ? list[index - 1] : undefined;
  if (!above || !fitsUnder(menu.sourceType, above.sourceType)) return null;
  return { parentId: above.id, index: menus.filter((m) => m.parentId === above.id).length };
}

/** Out of its parent, just after it among the parent's siblings; null at the top or where it may not stand. */
export function moveOutTarget(menus: readonly AdminMenu[], menu: AdminMenu): MoveTarget | null {
  const parent = menus.find((m) => m.id === menu.parentId);
  if (!parent) return null;
  const grand = parent.parentId === null ? null : (menus.find((m) => m.id === parent.parentId) ?? null);
  if (!fitsUnder(menu.sourceType, grand ? grand.sourceType : null)) return null;
  const index = siblingsOf(menus, parent).findIndex((m) => m.id === parent.id);
  return { parentId: parent.parentId, index: index + 1 };
}

/**
 * Where antd Tree's drop lands (`onDrop`): onto a node (`dropToGap` false) is into it, last;
 * in the gap before (-1) or after (1) a node is beside it. `dropPosition` as antd gives it
 * relative to the node's own index (already made relative by the caller).
 */
export function dropTarget(menus: readonly AdminMenu[], draggedId: string, onto: AdminMenu, dropToGap: boolean, relative: number): MoveTarget {
  if (!dropToGap) return { parentId: onto.id, index: menus.filter((m) => m.parentId === onto.id && m.id !== draggedId).length };
  const list = siblingsOf(menus, onto).filter((m) => m.id !== draggedId);
  const index = list.findIndex((m) => m.id === onto.id);
  return { parentId: onto.parentId, index: relative < 0 ? index : index + 1 };
}
