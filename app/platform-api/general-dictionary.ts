import { apiGet } from "#app/platform-api/client";
import type { ProjectStatus } from "#app/types/generated/project-status";

/**
 * The general-dictionary service of SPEC §7 Org as the browser calls it, through the BFF:
 * GET general-dictionary/v4/dict-items/list-by-dict-full-code. The one place its paths are
 * written on the client (ADR 019).
 */

/** SPEC §7, §9: the project status dictionary (pmpp.xmztdict, enabled items) and the product code its call needs. */
const PROJECT_STATUS_DICT = "general-dictionary/v4/dict-items/list-by-dict-full-code?dictFullCode=pmpp.xmztdict&status=1";
const PMPP = { "x-product-code": "pmpp" };

/** The project statuses the org switcher filters by. */
export function projectStatuses(): Promise<ProjectStatus[]> {
  return apiGet<ProjectStatus[]>(PROJECT_STATUS_DICT, { headers: PMPP });
}
