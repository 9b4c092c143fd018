import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import type { Locale } from "#app/kit/i18n/config";
import { menuName } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";

/**
 * What the message pages (list and details) draw alike. A module of its own: each page is a
 * piece loaded on demand, and both take these from here.
 */

/** A message page's title: the portal menu's name in `locale`, else `fallback` (the page's own name). */
export function messagePageTitle(menu: MenuNode | null, locale: Locale, fallback: string): string {
  return (menu && menuName(menu, locale)) || fallback;
}

/** The messages could not be read: says so, with a button that asks again. */
export function MessagesLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={t("messages.loadFailed")}
      action={
        <Button size="small" onClick={onRetry}>
          {t("messages.retry")}
        </Button>
      }
    />
  );
}
