import { useEffect } from "react";
import { userThemeSettings } from "#app/platform-api/param";
import type { PortalType } from "#app/layout/types";
import { reloadPage } from "./items/navigate";
import { portalTypeSync, settingEnableType } from "#app/layout/portal-type";

/** The platform answers the theme by name; the rules speak enableType 0 (legacy, Classic) and 1 (concise, Simple). */

/**
 * SPEC §4 "a mismatch with the server triggers a switch": when the page becomes visible
 * again, the user's portal type is read again; if another tab changed it, the page reloads
 * with it ("A portal type change reloads the page").
 */
export function usePortalTypeSync(current: PortalType, singleProduct: boolean): void {
  useEffect(() => {
    let busy = false;
    const check = () => {
      if (document.visibilityState !== "visible" || busy) return;
      busy = true;
      userThemeSettings()
        .then((answer) => {
          if (portalTypeSync({ serverEnableType: settingEnableType(answer), current, singleProduct }).switchTo) reloadPage();
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    };
    document.addEventListener("visibilitychange", check);
    return () => document.removeEventListener("visibilitychange", check);
  }, [current, singleProduct]);
}
