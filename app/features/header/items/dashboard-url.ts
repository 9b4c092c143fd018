import { withTexts } from "#app/kit/i18n/texts-by-locale";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import type { Dashboard } from "#app/types/generated/dashboard";

/**
 * SPEC §3 Dashboard: "contentUrl (made absolute, with orgId added)". A same-origin path is
 * made absolute against `origin`; the org id is set as the `orgId` query parameter (an
 * existing one is replaced). An unsafe URL gives null.
 */
export function dashboardUrl(contentUrl: unknown, orgId: string | null | undefined, origin: string): string | null {
  const safe = safeHttpUrl(contentUrl);
  if (!safe) return null;
  try {
    const url = new URL(safe, origin);
    if (orgId) url.searchParams.set("orgId", orgId);
    return url.href;
  } catch {
    return null;
  }
}

/** The dashboards of a platform answer with a name and a usable content URL. */
export function readDashboards(raw: unknown): Dashboard[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((value): Dashboard[] => {
    if (typeof value !== "object" || value === null) return [];
    const { id, name, nameAllLang, icon, contentUrl } = value as Record<string, unknown>;
    if (typeof name !== "string" || name === "" || !safeHttpUrl(contentUrl)) return [];
    return [{ ...(typeof id === "string" ? { id } : {}), name, ...withTexts("nameAllLang", nameAllLang), ...(typeof icon === "string" ? { icon } : {}), contentUrl: contentUrl as string }];
  });
}
