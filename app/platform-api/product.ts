import { apiGet } from "#app/platform-api/client";
import { isMenuNode } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";

/**
 * The product service of SPEC §7 (`product/v4/…`) as the browser calls it, through the BFF:
 * the menu by product and authority code, and the help urls of a product. The one place its
 * paths are written on the client (ADR 019).
 */

/** GET product/v4/help-urls?productCode: the product's help items, read after hydration. */
export function helpUrlsPath(productCode: string): string {
  return `product/v4/help-urls?productCode=${encodeURIComponent(productCode)}`;
}

/**
 * GET product/v4/menus/auth-menu-by-org-pcode-mcode: the menu of `productCode` with the
 * authority code `menuCode` in org `orgId`, when the user may see it; null when there is none
 * or the call fails (the caller then says the menu cannot be opened).
 */
export async function authMenuByOrgProductCode(orgId: string, productCode: string, menuCode: string): Promise<MenuNode | null> {
  const query = new URLSearchParams({ orgId, productCode, menuAuthCode: menuCode });
  const node = await apiGet<unknown>(`product/v4/menus/auth-menu-by-org-pcode-mcode?${query.toString()}`).catch(() => null);
  return isMenuNode(node) ? node : null;
}
