/** The console's sections, each a route under /portal-admin/ (only sections that work are listed). */
export const CONSOLE_SECTIONS = [
  { key: "branding", path: "/portal-admin/branding/", labelKey: "adminConsole.nav.branding" },
  { key: "scene-params", path: "/portal-admin/scene-params/", labelKey: "adminConsole.nav.sceneParams" },
  { key: "layout", path: "/portal-admin/layout/", labelKey: "adminConsole.layout.nav" },
  { key: "watermark", path: "/portal-admin/watermark/", labelKey: "adminConsole.watermark.nav" },
  { key: "entries", path: "/portal-admin/entries/", labelKey: "adminConsole.entries.nav" },
  { key: "apps", path: "/portal-admin/apps/", labelKey: "adminConsole.apps.nav" },
  { key: "announcements", path: "/portal-admin/announcements/", labelKey: "adminConsole.announcements.nav" },
  { key: "transfer", path: "/portal-admin/transfer/", labelKey: "adminConsole.transfer.nav" },
  { key: "audit", path: "/portal-admin/audit/", labelKey: "adminConsole.nav.audit" },
] as const;

export type ConsoleSectionKey = (typeof CONSOLE_SECTIONS)[number]["key"];

/** The section a console path shows (the first one for the console's root). */
export function sectionOfPath(pathname: string): ConsoleSectionKey {
  return CONSOLE_SECTIONS.find((section) => pathname.replace(/\/?$/, "/").startsWith(section.path))?.key ?? CONSOLE_SECTIONS[0].key;
}
