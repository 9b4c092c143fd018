import { useEffect, useRef, useState } from "react";
import { menuIdOf } from "#app/features/header/items/portal-path";
import { markDetailPath } from "#app/platform-api/report-center";
import { readyOr, useLazyData } from "#app/features/header/items/use-lazy-data";
import { useSession, usePlan, useMenus } from "#app/shell/stores";
import { findMenuById } from "#app/features/menus/menu-tree.rules";
import { formatSystemDate, resolveWatermark, watermarkTemplateId, watermarkText, watermarkVisible } from "#app/features/watermark/watermark.rules";
import { plainPictureBackground, watermarkBackground, type WatermarkBackground } from "./watermark-image";
import { guardWatermark, type WatermarkGuard, type WatermarkLayer } from "./watermark-guard.client";
import { readWatermarkPicture, type PictureRead } from "./watermark-picture.client";
import { dialogTextPairs, dialogWatermarkOpacity } from "./watermark-contrast";
import { useBlockingDialogOpen } from "#app/kit/react/blocking-dialog";
import { accentColor } from "#app/shell/portal-theme";

const asIs = (raw: unknown): unknown => raw;

/**
 * The template of the header theme's watermarkTemplate (SPEC §7 report-center mark detail):
 * a template id (watermarkTemplateId) is fetched. The header theme's schema makes the value an
 * id (text written there before templates were stored is dropped when the theme is read, and
 * the platform's migration 012 stored it as a template); any other value that reaches here
 * (a theme given directly, as in a story) is read as the text itself. An id the platform does
 * not answer for gives no watermark.
 */
function useWatermarkDetail(template: string, enabled: boolean): unknown {
  const id = enabled ? watermarkTemplateId(template) : null;
  const state = useLazyData(id ? markDetailPath(id) : null, asIs);
  if (!enabled || template.trim() === "") return null;
  if (!id) return { type: "TEXT", text: template };
  return readyOr(state, null);
}

/** The picture of a PICTURE template, read after hydration (null while reading or for TEXT). */
function usePicture(picturePath: string | null): PictureRead | null {
  const [read, setRead] = useState<{ path: string; result: PictureRead } | null>(null);
  useEffect(() => {
    if (!picturePath) return;
    const controller = new AbortController();
    readWatermarkPicture(picturePath, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setRead({ path: picturePath, result });
      },
      () => {
        if (!controller.signal.aborted) setRead({ path: picturePath, result: { kind: "none" } });
      },
    );
    return () => controller.abort();
  }, [picturePath]);
  return picturePath && read?.path === picturePath ? read.result : null;
}

/**
 * SPEC §4 "Watermark shows only when the switch is 1, a template exists, and the scope is all
 * or the current menu is in scope": an overlay over the whole portal that ignores the pointer,
 * with the text placeholders name, loginAccount, tenantName and systemDate filled in. Drawn
 * after hydration only (the date is the browser's). While a blocking dialog is open it is drawn
 * lighter, as light as every text of the dialog needs to stay 4.5:1 (watermark-contrast.ts).
 */
export function Watermark() {
  const { plan, currentPath } = usePlan();
  const { user, tenant } = useSession();
  const menus = useMenus();
  const { settings, visible } = plan.watermark;
  const detail = useWatermarkDetail(settings.template, visible);
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(formatSystemDate(new Date())), []);
  const mark = visible ? resolveWatermark(detail) : null;
  const picture = usePicture(mark?.type === "PICTURE" ? mark.picturePath : null);
  const dialogOpen = useBlockingDialogOpen();
  if (!visible || today === null || !mark) return null;
  const menuId = menuIdOf(currentPath);
  const menu = (menus && menuId ? findMenuById(menus.tree, menuId) : null) ?? { id: menuId };
  const theme = { watermarkSwitch: 1, watermarkTemplate: settings.template, watermarkScope: settings.scope, watermarkScopeType: settings.scopeType };
  if (!watermarkVisible(theme, menu, detail)) return null;
  const text = watermarkText(mark.text, { name: user?.nickname || user?.accountName, loginAccount: user?.accountName, tenantName: tenant?.name, systemDate: today });
  let background: WatermarkBackground | null;
  if (mark.type === "TEXT") background = watermarkBackground(mark, text);
  else if (picture?.kind === "embedded") background = watermarkBackground(mark, text, picture.picture);
  else background = picture?.kind === "plain" ? plainPictureBackground(mark, picture.size) : null;
  // Over a dialog the mark stays (ADR 029) but never takes a text of the dialog under 4.5:1.
  if (background && dialogOpen) {
    const marks = mark.type === "TEXT" ? [mark.fontColor] : ["#000000", "#FFFFFF"];
    background = { ...background, opacity: dialogWatermarkOpacity(background.opacity, marks, dialogTextPairs(accentColor(plan.tokens.colorPrimary))) };
  }
  const layer: WatermarkLayer | null = background
    ? {
        data: {
          "watermark-type": mark.type,
          ...(mark.type === "TEXT" ? { "watermark-text": text } : {}),
          ...(mark.picturePath ? { "watermark-picture": mark.picturePath } : {}),
        },
        background,
      }
    : null;
  return <GuardedLayer layer={layer} />;
}

/**
 * Shows `layer` through guardWatermark (ADR 029): the layer is not React's, so nothing but this
 * component's unmount or a new layer takes it away or changes it. Draws nothing itself.
 */
function GuardedLayer({ layer }: { layer: WatermarkLayer | null }) {
  const guard = useRef<WatermarkGuard | null>(null);
  const key = layer ? JSON.stringify(layer) : null;
  useEffect(() => {
    if (!layer) {
      guard.current?.stop();
      guard.current = null;
    } else if (guard.current) guard.current.update(layer);
    else guard.current = guardWatermark(document, layer);
    // The layer is read through its key: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(
    () => () => {
      guard.current?.stop();
      guard.current = null;
    },
    [],
  );
  return null;
}
