import { useEffect, useState } from "react";
import type { PlacedProps } from "#app/layout/placed";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import { usePlan } from "#app/shell/stores";
import { isTrue, readStored, writeStored } from "#app/kit/client-storage";
import { BANNER_CLOSED_STORAGE_NAME, BROWSE_HAPPY_HREF, browserSupported } from "./browser-support";

// Most browsers never get the banner: its code loads only for one that does.
const BrowserUpgradeAlert = lazyPiece("features/banner/BrowserUpgradeAlert", () => import("./BrowserUpgradeAlert").then((m) => m.BrowserUpgradeAlert), "none");

interface Props extends Partial<PlacedProps> {
  /** Feature detection; replaceable in stories and tests. */
  isSupported?: () => boolean;
  /** Where the banner's link leads: the browser-upgrade page, or the upgrade intro. */
  href?: string;
}

/**
 * SPEC §2: a closable banner for unsupported browsers that links to the upgrade page.
 * Decided after hydration (the server cannot know the browser); once closed it stays
 * closed on this device.
 */
export function BrowserUpgradeBanner({ isSupported = browserSupported, href = BROWSE_HAPPY_HREF }: Props) {
  const { plan } = usePlan();
  const [show, setShow] = useState(false);
  useEffect(() => {
    setShow(!isSupported() && !readStored("local", BANNER_CLOSED_STORAGE_NAME, {}, isTrue));
  }, [isSupported]);
  if (!plan.banner.visible || !show) return null;
  return <BrowserUpgradeAlert href={href} onClose={() => writeStored("local", BANNER_CLOSED_STORAGE_NAME, {}, true)} afterClose={() => setShow(false)} />;
}
