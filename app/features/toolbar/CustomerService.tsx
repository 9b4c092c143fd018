import { CustomerServiceOutlined } from "@ant-design/icons";
import { createContext, useContext, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FrameDialog } from "#app/features/header/items/FrameDialog";
import type { PlacedProps } from "#app/layout/placed";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import { IconButton } from "#app/features/header/items/IconButton";

/** SPEC §9: the customer service comes 2000 ms after the page, so it never competes with it. */
export const CUSTOMER_SERVICE_DELAY_MS = 2000;

/**
 * Set by a host whose frame stands for the portal's own window (Storybook's preview frame): the
 * customer service then shows as on a top-level page. The portal never sets it.
 */
export const StandsForTopWindow = createContext(false);

function embedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * SPEC §6 smart customer service: the engine places it only with a bot URL, outside an
 * i18n environment and without disableRobot; here it also stays away inside an iframe. The
 * bot opens in a dialog iframe.
 */
export function CustomerService({ item }: Partial<PlacedProps>) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const botUrl = safeHttpUrl(item?.props["botUrl"]);
  const topWindow = useContext(StandsForTopWindow);
  useEffect(() => {
    if (!botUrl || (!topWindow && embedded())) return;
    const timer = window.setTimeout(() => setReady(true), CUSTOMER_SERVICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [botUrl, topWindow]);
  if (!ready || !botUrl) return null;
  const label = t("header.toolbar.customerService");
  return (
    <>
      <IconButton variant="toolbar" label={label} icon={<CustomerServiceOutlined />} onClick={() => setOpen(true)} />
      <FrameDialog url={open ? botUrl : null} title={label} onClose={() => setOpen(false)} />
    </>
  );
}
