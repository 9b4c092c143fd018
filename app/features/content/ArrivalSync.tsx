import { App } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { menuMessageKey, useMenuArrival, useMenuNavigator } from "#app/features/menus/use-menu-select";

/**
 * SPEC §4 Menu select for a menu reached by its URL (a header link, a bookmark, the back
 * button): a directory or app is replaced by its first page; a menu without authority shows
 * 'no permission, please contact the administrator' and then the forbidden page. Renders
 * nothing; the content viewport shows a loading state meanwhile.
 */
export function ArrivalSync() {
  const arrival = useMenuArrival();
  const navigator = useMenuNavigator();
  const { message } = App.useApp();
  const { t } = useTranslation();
  // One replacement per arrival, even when the page renders again before the URL changed.
  const handled = useRef<string | null>(null);

  const target = arrival.kind === "redirect" ? arrival.to : null;
  const notice = arrival.kind === "redirect" ? arrival.message : null;
  useEffect(() => {
    if (target === null) {
      handled.current = null;
      return;
    }
    const key = `${target}|${notice ?? ""}`;
    if (handled.current === key) return;
    handled.current = key;
    if (notice) void message.warning(t(menuMessageKey(notice)));
    navigator.go(target, { replace: true, guarded: true });
  }, [target, notice, navigator, message, t]);

  return null;
}
