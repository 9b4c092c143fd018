import { Typography, theme } from "antd";
import { Fragment, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { menuIndexes } from "#app/features/menus/use-menu-select";
import { SubAppViewPiece as SubAppView } from "#app/features/sub-apps/SubAppViewPiece";
import { usePlan, useMenus } from "#app/shell/stores";
import { useHydrated } from "#app/kit/react/use-hydrated";
import { detachedMenuUrl } from "#app/features/menus/menu-select.rules";
import { menuName, menuPath } from "#app/features/menus/menu-tree.rules";
import { planSubApp } from "#app/features/sub-apps/sub-apps.rules";
import { useTrustedCode } from "#app/kit/security/trusted-code-context";
import type { MenuNode } from "#app/types/generated/menu-node";

/** SPEC §3 menuExtends: `showBreadcrumb` = "false" hides the breadcrumb of a menu. */
function showsBreadcrumb(menu: MenuNode | null): boolean {
  return !(menu?.menuExtends ?? []).some((extend) => extend.extendCode === "showBreadcrumb" && String(extend.value).trim().toLowerCase() === "false");
}

/** The path of names from the top of the menus down to this menu (SPEC §2 levels). */
function Breadcrumb({ names }: { names: string[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (names.length === 0) return null;
  return (
    <nav aria-label={t("tabs.content.breadcrumb")} style={{ marginBottom: 12 }}>
      <ol
        style={{
          display: "flex",
          flexWrap: "wrap",
          gap: 6,
          listStyle: "none",
          margin: 0,
          padding: 0,
          fontSize: 13,
          color: token.colorTextSecondary,
        }}
      >
        {names.map((name, index) => (
          <Fragment key={`${index}:${name}`}>
            {index > 0 ? (
              <li aria-hidden="true" role="presentation">
                /
              </li>
            ) : null}
            <li aria-current={index === names.length - 1 ? "page" : undefined} style={index === names.length - 1 ? { color: token.colorText } : undefined}>
              {name}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The page of a menu (SPEC §2 "Sub-apps mount at /portal/{menuId}/"): its breadcrumb and
 * the application viewport, a region named after the menu that carries the menu's integrate
 * type (0 micro-app, 1 iframe) and checked URL, in which the app is hosted (ADR 013). A menu
 * without a usable address says so in the region, and so does one whose address is on another
 * origin that no registered app vouches for (ARCHITECTURE §8).
 */
export function MenuPage({ menuId, menu, title }: { menuId: string; menu: MenuNode | null; title: string }) {
  const menus = useMenus();
  const { locale } = usePlan();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const indexes = menuIndexes(menus);
  const path = menuPath(indexes.tree, menuId);
  const names = (path.length > 0 ? path : menuPath(indexes.portal, menuId)).map((node) => menuName(node, locale)).filter(Boolean);
  const url = menu ? detachedMenuUrl(menu) : null;
  const integrate = menu?.sourceIntegrateType;
  const hydrated = useHydrated();
  // In the browser an absolute URL on the portal's own origin counts as a path; the server's render plans without it (hydration matches).
  // ADR 047: so does the operator's list of origins whose micro-apps run in the page.
  // The same list on the server and in the browser (the root's), so the plan does not change as the page hydrates.
  const trustedCode = useTrustedCode();
  const plan = useMemo(() => (menu ? planSubApp(menu, title, hydrated ? window.location.origin : undefined, trustedCode) : null), [menu, title, hydrated, trustedCode]);
  const refusedOrigin = plan && !plan.ok && plan.reason === "notRegistered" ? (plan.origin ?? null) : null;
  const framedUntrusted = plan && plan.ok ? (plan.app.framedUntrusted ?? null) : null;
  useEffect(() => {
    if (hydrated && framedUntrusted !== null) console.info(`portal: menu ${menuId} (${title}) hosts a micro-app from ${framedUntrusted}, an origin the operator does not trust (ADR 047): it runs in a sandboxed frame`);
  }, [hydrated, framedUntrusted, menuId, title]);
  useEffect(() => {
    // ARCHITECTURE §8: an app on another origin is hosted only as a registered app; one log line says which menu and origin.
    if (hydrated && refusedOrigin !== null) console.warn(`portal: menu ${menuId} (${title}) points at ${refusedOrigin}, which no registered app vouches for: it is not shown`);
  }, [hydrated, refusedOrigin, menuId, title]);
  return (
    <div>
      {showsBreadcrumb(menu) ? <Breadcrumb names={names.length > 0 ? names : [title]} /> : null}
      <section
        role="region"
        aria-label={title}
        data-menu-id={menuId}
        data-menu-code={menu?.code ?? ""}
        data-product-code={menu?.sourceProductCode ?? ""}
        data-integrate-type={integrate ?? ""}
        data-url={url ?? ""}
        style={{
          minHeight: 360,
          background: token.colorBgContainer,
          borderRadius: token.borderRadius,
          boxSizing: "border-box",
          overflow: "hidden",
        }}
      >
        {plan?.ok ? (
          <SubAppView app={plan.app} menu={menu} />
        ) : (
          <div style={{ padding: 24 }}>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              {t(`subApps.unavailable.${plan ? plan.reason : "noUrl"}`, {
                name: title,
                origin: refusedOrigin ?? "",
              })}
            </Typography.Paragraph>
          </div>
        )}
      </section>
    </div>
  );
}
