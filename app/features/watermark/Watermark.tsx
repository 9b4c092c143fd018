import { useEffect, useState } from "react";
import { menuIdOf } from "#app/features/header/items/portal-path";
import { markDetailPath } from "#app/platform-api/report-center";
import { readyOr, useLazyData } from "#app/features/header/items/use-lazy-data";
import { useSession, usePlan, useMenus } from "#app/shell/stores";
import { findMenuById } from "#app/features/menus/menu-tree.rules";
import { formatSystemDate, resolveWatermark, watermarkTemplateId, watermarkText, watermarkVisible } from "#app/features/watermark/watermark.rules";
import { watermarkBackground } from "./watermark-image";

const asIs = (raw: unknown): unknown => raw;

/**
 * The template of the header theme's watermarkTemplate (SPEC §7 report-center mark detail):
 * a template id (watermarkTemplateId) is fetched; any other value is the text itself (a tenant
 * may write the template inline, a plain word included). An id the platform does not answer
 * for gives no watermark.
 */
function useWatermarkDetail(template: string, enabled: boolean): unknown {
  const id = enabled ? watermarkTemplateId(template) : null;
  const state = useLazyData(id ? markDetailPath(id) : null, asIs);
  if (!enabled || template.trim() === "") return null;
  if (!id) return { type: "TEXT", text: template };
  return readyOr(state, null);
}

/**
 * SPEC §4 "Watermark shows only when the switch is 1, a template exists, and the scope is all
 * or the current menu is in scope": an overlay over the whole portal that ignores the pointer,
 * with the text placeholders name, loginAccount, tenantName and systemDate filled in. Drawn
 * after hydration only (the date is the browser's).
 */
export function Watermark() {
  const { plan, currentPath } = usePlan();
  const { user, tenant } = useSession();
  const menus = useMenus();
  const { settings, visible } = plan.watermark;
  const detail = useWatermarkDetail(settings.template, visible);
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(formatSystemDate(new Date())), []);
  if (!visible || today === null) return null;
  const menuId = menuIdOf(currentPath);
  const menu = (menus && menuId ? findMenuById(menus.tree, menuId) : null) ?? { id: menuId };
  const theme = { watermarkSwitch: 1, watermarkTemplate: settings.template, watermarkScope: settings.scope, watermarkScopeType: settings.scopeType };
  if (!watermarkVisible(theme, menu, detail)) return null;
  const mark = resolveWatermark(detail);
  if (!mark) return null;
  const text = watermarkText(mark.text, { name: user?.nickname || user?.accountName, loginAccount: user?.accountName, tenantName: tenant?.name, systemDate: today });
  const background = watermarkBackground(mark, text);
  if (!background) return null;
  return <div aria-hidden data-testid="watermark" data-watermark-text={text} style={{ position: "fixed", inset: 0, zIndex: 2000, pointerEvents: "none", ...background }} />;
}
