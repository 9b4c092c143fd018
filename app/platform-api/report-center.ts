/**
 * The report-center service of SPEC §7 Watermark as the browser calls it, through the BFF:
 * GET report-center/v4/mark/{id}/detail. The one place its paths are written on the client
 * (ADR 019).
 */

/** GET report-center/v4/mark/{id}/detail: the watermark template `templateId`, read after hydration. */
export function markDetailPath(templateId: string): string {
  return `report-center/v4/mark/${encodeURIComponent(templateId)}/detail`;
}
