import { LinkOutlined } from "@ant-design/icons";
import { useEffect, useState } from "react";
import { FrameDialog } from "#app/features/header/items/FrameDialog";
import { openInNewWindow } from "#app/features/header/items/open-window";
import { readyOr, useLazyData } from "#app/features/header/items/use-lazy-data";
import { PORTAL_CONFIG_PATH } from "#app/platform-api/workbench";
import { usePlan } from "#app/shell/stores";
import { textInLocale } from "#app/kit/i18n/texts-by-locale";
import { useTrustedCode } from "#app/kit/security/trusted-code-context";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import { NEW_WINDOW_OPEN_TYPE, SCRIPT_LINK_TYPE, loadSideScript, readSideEntries } from "./side-entries";
import { IconButton } from "#app/features/header/items/IconButton";
import { CUSTOMER_SERVICE_DELAY_MS } from "./CustomerService";
import { useInPreviewFrame } from "#app/shell/preview-frame";

/**
 * SPEC §2 side toolbar: the tenant's side entries (SPEC §3, §7 portal-config). linkType 2
 * loads its script 2000 ms after the page started (the portal's own origin or one the operator trusts, ADR 047); the others open their page in a new
 * window (openType 1) or a dialog iframe (0). Nothing shows while the config loads.
 */
export function SideEntries() {
  const { locale } = usePlan();
  const trustedCode = useTrustedCode();
  const entries = readyOr(useLazyData(PORTAL_CONFIG_PATH, readSideEntries), []);
  const [open, setOpen] = useState<{ url: string; title: string } | null>(null);
  // The console's preview frame loads no side script: its floating launcher (a customer-service chat) would be the admin's own session (ADR 055).
  const inPreview = useInPreviewFrame();
  useEffect(() => {
    const scripts = entries.filter((entry) => entry.linkType === SCRIPT_LINK_TYPE);
    if (scripts.length === 0 || inPreview) return;
    // SPEC §9: the customer-service script comes 2000 ms after the page started, so it never competes with it.
    const timer = window.setTimeout(() => {
      for (const entry of scripts) loadSideScript(entry.source, trustedCode);
    }, Math.max(0, CUSTOMER_SERVICE_DELAY_MS - performance.now()));
    return () => window.clearTimeout(timer);
  }, [entries, trustedCode, inPreview]);
  // SPEC §3 nameAllLang: each button named in the language shown.
  const buttons = entries
    .filter((entry) => entry.linkType !== SCRIPT_LINK_TYPE && safeHttpUrl(entry.contentUrl) && entry.name)
    .map((entry) => ({ ...entry, name: textInLocale(entry.name ?? "", entry.nameAllLang, locale) }));
  if (buttons.length === 0) return null;
  return (
    <>
      {buttons.map((entry, index) => (
        <IconButton variant="toolbar"
          key={entry.id ?? index}
          label={entry.name ?? ""}
          icon={<LinkOutlined className={entry.iconClass || undefined} />}
          onClick={() => {
            const url = safeHttpUrl(entry.contentUrl);
            if (!url) return;
            if (entry.openType === NEW_WINDOW_OPEN_TYPE) openInNewWindow(url);
            else setOpen({ url, title: entry.name ?? "" });
          }}
        />
      ))}
      <FrameDialog url={open?.url ?? null} title={open?.title ?? ""} onClose={() => setOpen(null)} />
    </>
  );
}
