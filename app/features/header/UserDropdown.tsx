import { HEADER_CLASS } from "./header-css";
import { useCloseOnBlockingDialog } from "#app/kit/react/blocking-dialog";
import { AppstoreOutlined, GlobalOutlined, LinkOutlined, UserOutlined } from "@ant-design/icons";
import { Dropdown, theme, type MenuProps } from "antd";
import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PlacedProps } from "#app/layout/placed";
import { SUPPORTED_LOCALES, normaliseLocale } from "#app/kit/i18n/config";
import { lazyIcon, preloadDropdownIcons } from "#app/kit/lazy/lazy-icon";
import { lazyPiece, useShownOnce } from "#app/kit/lazy/lazy-piece";
import { useSession, usePlan, useMenus, useOrg, usePortalActions } from "#app/shell/stores";
import { currentIdentityName } from "#app/features/identity/current-identity.rules";
import { DEFAULT_LOGOUT_HREF, logoutHref } from "#app/session/logout.rules";
import { showTenantSwitchButton } from "#app/layout/user-dropdown";
import { readEntries, entryTarget } from "./items/entries";
import { portalMenuHref } from "./items/portal-path";
import { personalCentreIds, readDropdownFlags } from "./items/user-menu-links";
import { followLanguageLink, LanguageLink } from "./LanguageSwitch";
import { usePortalTypeSync } from "./PortalTypeSwitch";
import { usePopupMenuFocus, type PopupFocusTarget } from "./use-popup-menu-focus";
import { openInNewWindow } from "./items/open-window";

/** SPEC §7: logout goes through portal/v4/logout with a login page that calls back to the portal. */
export const LOGOUT_HREF = DEFAULT_LOGOUT_HREF;
/** The tenant admin console (ARCHITECTURE §1, ADR 020). */
export const ADMIN_CONSOLE_HREF = "/portal-admin/";

// The QR code dialog's code (and the QR encoder) and the portal-type dialog's load when first opened.
const AppQrcodeDialog = lazyPiece("features/header/AppQrcodeDialog", () => import("./AppQrcodeDialog").then((m) => m.AppQrcodeDialog), "overlay");
const PortalTypeSwitchDialog = lazyPiece("features/header/PortalTypeSwitchDialog", () => import("./PortalTypeSwitchDialog").then((m) => m.PortalTypeSwitchDialog), "overlay");

// Icons seen only in the open menu load with it.
const ControlOutlined = lazyIcon("ControlOutlined");
const IdcardOutlined = lazyIcon("IdcardOutlined");
const InfoCircleOutlined = lazyIcon("InfoCircleOutlined");
const KeyOutlined = lazyIcon("KeyOutlined");
const LayoutOutlined = lazyIcon("LayoutOutlined");
const LogoutOutlined = lazyIcon("LogoutOutlined");
const QrcodeOutlined = lazyIcon("QrcodeOutlined");
const SwapOutlined = lazyIcon("SwapOutlined");
const ApartmentOutlined = lazyIcon("ApartmentOutlined");

/** A small round user avatar, drawn as antd's Avatar (size small, icon) draws it. */
function UserAvatar() {
  const { token } = theme.useToken();
  const size = token.controlHeightSM;
  return (
    <span
      aria-hidden
      style={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        flexShrink: 0,
        boxSizing: "border-box",
        width: size,
        height: size,
        borderRadius: "50%",
        overflow: "hidden",
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        background: token.colorTextPlaceholder,
        color: token.colorTextLightSolid,
        fontSize: token.fontSize,
      }}
    >
      <UserOutlined />
    </span>
  );
}

type MenuItem = NonNullable<MenuProps["items"]>[number];

/**
 * The user dropdown (SPEC §6): who is signed in and in which tenant; user centre, user
 * space, change password, app QR code, the tenant's own entries, tenant info and the tenant
 * and identity switches, the portal-type switch, the language and logout. Which entries show
 * comes from the header theme and scene flags (app/layout/user-dropdown.ts, put in the item's
 * props by the layout engine); logout honours the theme's customLogoutUrl (the item's
 * `customLogoutUrl` prop) per app/session/logout.rules.ts.
 */
export function UserDropdown({ item }: Partial<PlacedProps>) {
  const { user, tenant, tenants, identity, identities = [], singleProduct = false } = useSession();
  const { participantOrgs = [] } = useOrg();
  const { plan, currentPath } = usePlan();
  const actions = usePortalActions();
  const menus = useMenus();
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<"none" | "qrcode" | "portalType">("none");
  const [menuOpen, setMenuOpen] = useState(false);
  // A blocking dialog coming up (re-login, a context change) closes the menu instead of lying under or over it.
  useCloseOnBlockingDialog(menuOpen, () => setMenuOpen(false));
  // Opened from the keyboard (Enter, Space, the arrows): the focus goes to the first entry (WAI-ARIA menu button).
  const [focusTarget, setFocusTarget] = useState<PopupFocusTarget>("menu");
  const popupRender = usePopupMenuFocus(menuOpen, focusTarget);
  // Where each link entry leads, so an entry chosen from the keyboard goes there as a click on its link does.
  const links = useRef(new Map<string, { href: string; newWindow: boolean }>());
  const qrcodeDrawn = useShownOnce(dialog === "qrcode");
  const portalTypeDrawn = useShownOnce(dialog === "portalType");
  usePortalTypeSync(plan.portalType, singleProduct);
  // ADR 031: the platform did not give the user (a signed-in page always has one): say so, and keep the way out.
  if (!user) {
    return (
      <span role="status" data-testid="user-unavailable" style={{ display: "inline-flex", alignItems: "center", gap: 8, color: "inherit" }}>
        <span>{t("upstream.userUnavailable")}</span>
        <a href={logoutHref(item?.props["customLogoutUrl"])}>{t("header.logout")}</a>
      </span>
    );
  }
  const name = user.nickname || user.accountName;
  // SPEC §4 Identity at entry: what the user works as, 本企业 or the participant org (null before one is settled).
  const identityName = currentIdentityName(identity, participantOrgs, { tenant: t("tenant.thisEnterprise"), participant: t("identity.types.participant") });
  const flags = readDropdownFlags(item?.props["entries"]);
  const ids = personalCentreIds(menus);
  const custom = readEntries(item?.props["customEntries"]);
  const activeLocale = normaliseLocale(i18n.language);
  const otherType = plan.portalType === "Classic" ? "Simple" : "Classic";
  links.current.clear();
  const link = (href: string, text: string, newWindow = false, key?: string) => {
    if (key) links.current.set(key, { href, newWindow });
    return (
      <a href={href} {...(newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {text}
      </a>
    );
  };

  const personal: MenuItem[] = [
    ...(flags.userCenter ? [{ key: "userCentre", icon: <UserOutlined aria-hidden />, label: link(portalMenuHref(ids.userCentre, currentPath), t("header.userCentre"), false, "userCentre") }] : []),
    ...(flags.userSpace ? [{ key: "userSpace", icon: <AppstoreOutlined aria-hidden />, label: link(portalMenuHref(ids.userSpace, currentPath), t("header.userSpace"), false, "userSpace") }] : []),
    ...(flags.modifyPassword ? [{ key: "modifyPassword", icon: <KeyOutlined aria-hidden />, label: link(portalMenuHref(ids.password, currentPath), t("header.modifyPassword"), false, "modifyPassword") }] : []),
    ...(flags.appQrcode ? [{ key: "appQrcode", icon: <QrcodeOutlined aria-hidden />, label: t("header.appQrcode") }] : []),
    ...custom.flatMap((entry): MenuItem[] => {
      const target = entryTarget(entry);
      return target ? [{ key: `custom:${entry.code}`, icon: <LinkOutlined aria-hidden />, label: link(target.href, entry.name, target.newWindow, `custom:${entry.code}`) }] : [];
    }),
  ];
  const tenantEntries: MenuItem[] = [
    ...(actions && tenant ? [{ key: "tenantInfo", icon: <InfoCircleOutlined aria-hidden />, label: t("header.tenantInfo") }] : []),
    // A tenant admin reaches the admin console of the current tenant (ARCHITECTURE §1, ADR 020).
    ...(user.tenantAdmin && tenant ? [{ key: "adminConsole", icon: <ControlOutlined aria-hidden />, label: link(ADMIN_CONSOLE_HREF, t("header.adminConsole"), false, "adminConsole") }] : []),
    ...(actions && showTenantSwitchButton(tenants.length) ? [{ key: "switchTenant", icon: <SwapOutlined aria-hidden />, label: t("header.switchTenant") }] : []),
    // The identities of the entry (本企业, the participant orgs): another one of them, as chosen at entry.
    ...(actions && identity && tenant && !singleProduct ? [{ key: "switchIdentity", icon: <IdcardOutlined aria-hidden />, label: t("header.switchIdentity") }] : []),
    // SPEC §4 Identity switch, §6: the business systems that limit the menus (the identity portal's list).
    ...(actions && identities.length > 0 && !singleProduct ? [{ key: "switchBusinessSystem", icon: <ApartmentOutlined aria-hidden />, label: t("header.switchBusinessSystem") }] : []),
  ];
  const settings: MenuItem[] = [
    ...(flags.switchPortal && !singleProduct
      ? [{ key: "switchPortal", icon: <LayoutOutlined aria-hidden />, label: t("header.switchPortalTo", { type: t(`header.portalType.${otherType}`) }) }]
      : []),
    ...(flags.languageSwitch
      ? [
          {
            key: "language",
            icon: <GlobalOutlined aria-hidden />,
            label: t("language.label"),
            children: SUPPORTED_LOCALES.map((locale) => ({
              key: `language:${locale}`,
              label: (
                <LanguageLink currentPath={currentPath} locale={locale} current={locale === activeLocale}>
                  {t(`language.${locale}`)}
                </LanguageLink>
              ),
            })),
          },
        ]
      : []),
  ];
  const groups = [personal, tenantEntries, settings].filter((group) => group.length > 0);
  const items: MenuItem[] = [
    { key: "tenant", disabled: true, label: tenant ? t("header.tenant", { name: tenant.name }) : user.accountName },
    ...(identityName ? [{ key: "identity", disabled: true, label: t("header.identity", { name: identityName }) }] : []),
    ...groups.flatMap((group): MenuItem[] => [{ type: "divider" }, ...group]),
    ...(flags.logout ? [{ type: "divider" } as MenuItem, { key: "logout", icon: <LogoutOutlined aria-hidden />, label: link(logoutHref(item?.props["customLogoutUrl"]), t("header.logout"), false, "logout") }] : []),
  ];

  /** The menu opens from the keyboard with the focus on its first entry (Enter and Space click the button; the arrows open it). */
  const openFromKeyboard = () => {
    setFocusTarget("firstItem");
    setMenuOpen(true);
    preloadDropdownIcons();
  };
  const onButtonKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    openFromKeyboard();
  };
  // A click the keyboard made (Enter, Space) has no pointer behind it: detail 0.
  const onButtonClick = (event: ReactMouseEvent<HTMLButtonElement>) => setFocusTarget(event.detail === 0 ? "firstItem" : "menu");

  /** A link entry chosen from the keyboard, or clicked beside its link, goes where its link goes. */
  const followLink = (key: string, domEvent: { type: string; target: EventTarget | null; preventDefault: () => void }) => {
    const target = links.current.get(key);
    if (!target) return;
    const onLink = domEvent.type !== "keydown" && domEvent.target instanceof Element && domEvent.target.closest("a[href]") !== null;
    if (onLink) return;
    domEvent.preventDefault();
    if (target.newWindow) openInNewWindow(target.href);
    else window.location.assign(target.href);
  };

  return (
    <>
      <Dropdown
        trigger={["click"]}
        open={menuOpen}
        onOpenChange={(open) => {
          setMenuOpen(open);
          if (open) preloadDropdownIcons();
        }}
        popupRender={popupRender}
        menu={{
          "aria-label": t("header.userMenu", { name }),
          onClick: ({ key, domEvent }) => {
            setMenuOpen(false);
            // A language changes in place (LanguageLink); its entry chosen from the keyboard clicks its link.
            if (key.startsWith("language:")) followLanguageLink(domEvent);
            else followLink(key, domEvent);
            if (key === "switchTenant") actions?.openTenantSwitch();
            if (key === "tenantInfo") actions?.openTenantInfo();
            if (key === "switchIdentity") actions?.openIdentitySwitch();
            if (key === "switchBusinessSystem") actions?.openBusinessSystemSwitch();
            if (key === "appQrcode") setDialog("qrcode");
            if (key === "switchPortal") setDialog("portalType");
          },
          items,
        }}
      >
        <button
          type="button"
          aria-label={t("header.userMenu", { name })}
          title={t("header.userMenu", { name })}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onKeyDown={onButtonKeyDown}
          onClick={onButtonClick}
          style={{ display: "flex", alignItems: "center", gap: 8, background: "none", border: 0, color: plan.header.colors.text, cursor: "pointer", height: "100%", padding: "0 8px", fontSize: 14, whiteSpace: "nowrap", flexShrink: 0 }}
        >
          <UserAvatar />
          <span className={HEADER_CLASS.textMedium}>{name}</span>
        </button>
      </Dropdown>
      {qrcodeDrawn ? <AppQrcodeDialog open={dialog === "qrcode"} onClose={() => setDialog("none")} /> : null}
      {portalTypeDrawn ? <PortalTypeSwitchDialog open={dialog === "portalType"} current={plan.portalType} singleProduct={singleProduct} onClose={() => setDialog("none")} /> : null}
    </>
  );
}
