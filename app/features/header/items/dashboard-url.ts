import { withTexts } from "#app/kit/i18n/texts-by-locale";
import { readValid } from "#app/kit/schemas/browser-validate";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import type { Dashboard } from "#app/types/generated/dashboard";
import { validateDashboard } from "#app/types/generated/validators/dashboard.js";

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

/**
 * The dashboards of a platform answer with a name and a usable content URL. Each is checked by
 * the generated validator of schemas/dashboard (ADR 019; no eval, ADR 017): a bad optional
 * field is dropped, a bad name or content URL leaves the dashboard out. What stays code: the
 * content URL must also be safe (an http(s) URL or a same-origin path, by the URL parser; it
 * is made absolute when opened), an empty name leaves it out, and names by locale lose their
 * empty texts.
 */
export function readDashboards(raw: unknown): Dashboard[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((value): Dashboard[] => {
    const dashboard = readValid(validateDashboard, value);
    if (!dashboard || dashboard.name === "" || !safeHttpUrl(dashboard.contentUrl)) return [];
    const { id, name, nameAllLang, icon, contentUrl } = dashboard;
    return [{ ...(id !== undefined ? { id } : {}), name, ...withTexts("nameAllLang", nameAllLang), ...(icon !== undefined ? { icon } : {}), contentUrl }];
  });
}
