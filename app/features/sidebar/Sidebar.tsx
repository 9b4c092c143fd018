import { CloseOutlined, LeftOutlined, PushpinFilled, PushpinOutlined } from "@ant-design/icons";
import { App, Button, Drawer } from "antd";
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { usePageIdle } from "#app/features/org-switch/usePageIdle";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import type { PlanItem } from "#app/layout/types";
import { personalCentrePath } from "#app/features/personal/member-menus";
import { useFullMenus } from "#app/features/menus/use-full-menus";
import { useCurrentMenuId } from "#app/features/menus/use-menu-select";
import { useSession, useOrg, usePlan, useMenus } from "#app/shell/stores";
import { MENU_LEVEL_APP, MENU_LEVEL_APP_CATEGORY } from "#app/kit/constants";
import { categoryHoldsMenu, asideWidth, hoverExpand, panelTrigger } from "#app/features/sidebar/sidebar.rules";
import { loadCollections, useCollectionsStore } from "#app/features/collections/collections.store";
import {
  openCategories,
  resizeSidebarTo,
  restoreSidebarState,
  setMenuPanel,
  setSidebarDrawerOpen,
  settleAside,
  SidebarStoreProvider,
  toggleSidebarAffix,
  useSidebarStore,
} from "#app/features/sidebar/sidebar.store";
import type { MenuNode } from "#app/types/generated/menu-node";
import { focusFollowsOpenedMenu } from "#app/features/tabs/focus-tab";
import { useMenuIconFont } from "./menu-icons";
import { useOpenMenu } from "./open-menu";
import { SidebarAccordion } from "./SidebarAccordion";
import { SidebarRail } from "./SidebarRail";
import { sidebarOptions, type SidebarVariant, type SidebarView } from "./sidebar-view";
import { ResizeHandle } from "./ResizeHandle";
import { focusRing } from "#app/kit/styles/focus-visible";
import { StyleRules } from "#app/kit/styles/small-screens";
import { closeAppMenuDrawer, useAppMenuDrawer } from "./app-menu-drawer";
import { SIDEBAR_SMALL_SCREEN_CSS, sidebarOnPhone } from "./sidebar-small-screens";

// An app's cascading menu panel opens on demand: its code (and the stars') loads then.
const MenuPanel = lazyPiece("features/sidebar/MenuPanel", () => import("./MenuPanel").then((m) => m.MenuPanel), "inline", { position: "absolute", top: 0, left: "100%", zIndex: 40, width: 208 });

/** Thin strip of the Classic aside without menu icons (SPEC §9 "else 12px"). */
const THIN_RAIL_WIDTH = 12;

/** Categories (level 1) with their apps (level 2); other nodes at the top are left out. */
export function sidebarCategories(tree: readonly MenuNode[]): MenuNode[] {
  return tree
    .filter((node) => node.level === MENU_LEVEL_APP_CATEGORY || node.sourceType === "app-category")
    .map((category) => ({ ...category, children: (category.children ?? []).filter((app) => app.level === MENU_LEVEL_APP || app.sourceType === "app") }))
    .filter((category) => category.children.length > 0);
}

/** Longest wait for an app's menu panel to draw its items (its code loading first), ms. */
const PANEL_FOCUS_WITHIN_MS = 3000;

/**
 * Puts the focus on the first item of the menu panel opened from `row` with the keyboard, once
 * the panel has drawn it — while the focus is still on that row (nobody moved it meanwhile).
 */
function focusPanelWhenDrawn(root: HTMLElement | null, row: HTMLElement): void {
  const started = Date.now();
  const step = () => {
    if (document.activeElement !== row) return;
    const item = root?.querySelector<HTMLElement>('[data-testid="menu-panel"] [data-menu-item]');
    if (item) item.focus();
    else if (Date.now() - started < PANEL_FOCUS_WITHIN_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function SidebarBody({ view, appById }: { view: SidebarView; appById: ReadonlyMap<string, { app: MenuNode; category: MenuNode }> }) {
  const store = useSidebarStore();
  const snap = useSnapshot(store);
  const { t } = useTranslation();
  const { message } = App.useApp();
  const phoneDrawer = useAppMenuDrawer();
  const nav = useRef<HTMLElement>(null);
  const panel = snap.panelAppId ? appById.get(snap.panelAppId) : undefined;
  const panelOnHover = panel ? panelTrigger({ conciseQuickSelect: view.options.conciseQuickSelect, activeMenuInCategory: categoryHoldsMenu(panel.category, view.activeId) }) === "hover" : false;

  // The panel (and, in drawer mode, the drawer) goes once a menu opens from it: the focus that
  // was on the chosen item goes to the opened menu's tab, not the page's body.
  const panelView: SidebarView = {
    ...view,
    open: {
      ...view.open,
      async openMenu(menuId) {
        const settle = focusFollowsOpenedMenu();
        await view.open.openMenu(menuId);
        settle();
      },
    },
  };

  function closePanel(focusApp: boolean) {
    const appId = snap.panelAppId;
    setMenuPanel(store, null);
    if (focusApp && appId) [...(nav.current?.querySelectorAll<HTMLElement>("[data-app-id]") ?? [])].find((row) => row.dataset.appId === appId)?.focus();
  }

  return (
    <nav
      ref={nav}
      aria-label={t("sidebar.label")}
      onKeyDown={(event) => {
        // → on an app opens its panel (SidebarAccordion): the focus goes into it once its items are drawn (its code may load first).
        const row = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[data-app-id]") : null;
        if (event.key === "ArrowRight" && row) focusPanelWhenDrawn(nav.current, row);
      }}
      onMouseLeave={() => panelOnHover && closePanel(false)}
      style={{ position: "relative", display: "flex", flexDirection: "column", width: "100%", height: "100%", background: view.colors.background, color: view.colors.text }}
    >
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", height: 40, padding: view.variant === "simple" ? "0 4px 0 12px" : "0 8px 0 16px", borderBottom: "1px solid rgba(0, 0, 0, 0.06)", flex: "0 0 auto" }}>
        <span style={{ fontWeight: 600 }}>{t("sidebar.title")}</span>
        <Button
          type="text"
          size="small"
          aria-pressed={snap.affixed}
          aria-label={t(snap.affixed ? "sidebar.unpin" : "sidebar.pin")}
          title={t(snap.affixed ? "sidebar.unpin" : "sidebar.pin")}
          icon={snap.affixed ? <PushpinFilled aria-hidden /> : <PushpinOutlined aria-hidden />}
          style={{ color: view.colors.text }}
          onClick={() => {
            if (!toggleSidebarAffix(store, view.ns)) void message.warning(t("sidebar.notSaved"));
          }}
        />
      </div>
      <div style={{ flex: "1 1 auto", overflowY: "auto", overflowX: "hidden" }}>
        <SidebarAccordion view={view} />
      </div>
      <ResizeHandle width={snap.width} onResize={(width, final) => resizeSidebarTo(store, width, view.ns, final)} />
      {panel && (
        <MenuPanel
          key={panel.app.id}
          app={panel.app}
          view={panelView}
          onClose={() => closePanel(true)}
          onOpened={() => {
            setMenuPanel(store, null);
            setSidebarDrawerOpen(store, false);
            closeAppMenuDrawer(phoneDrawer);
          }}
        />
      )}
    </nav>
  );
}

function SidebarFrame({ variant, item }: { variant: SidebarVariant; item: PlanItem }) {
  const { plan, locale } = usePlan();
  const menus = useMenus();
  const { org } = useOrg();
  const { user, tenant } = useSession();
  const store = useSidebarStore();
  const snap = useSnapshot(store);
  const collections = useCollectionsStore();
  const idle = usePageIdle();
  const drawerId = useId();
  const root = useRef<HTMLDivElement>(null);
  const phoneDrawer = useAppMenuDrawer();
  const phoneDrawerOpen = useSnapshot(phoneDrawer).open;
  const phoneDrawerBody = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const hoverTimer = useRef<number | null>(null);
  const openedByHover = useRef(false);
  const options = useMemo(() => sidebarOptions(plan.sidebar.menu, item.props, variant), [plan.sidebar.menu, item.props, variant]);
  const full = useFullMenus(menus, org?.fullId);
  const open = useOpenMenu(full.tree);
  const font = useMenuIconFont(options.menuIconShow, options.menuIconResources);
  const userId = user?.id ?? null;
  const tenantId = tenant?.id ?? null;
  const ns = useMemo(() => ({ userId, tenantId }), [userId, tenantId]);
  const categories = useMemo(() => sidebarCategories(full.tree), [full.tree]);
  // The page's active path; for a personal-centre page of the internal menus (the user menu's
  // entries), the same page under the user-centre app: the sidebar follows it there too.
  const currentMenuId = useCurrentMenuId();
  const activePath = useMemo(() => (menus && menus.activePath.length === 0 ? personalCentrePath(menus, currentMenuId) : menus?.activePath), [menus, currentMenuId]);
  const activeIds = useMemo(() => new Set(activePath ?? []), [activePath]);
  const appById = useMemo(() => new Map(categories.flatMap((category) => (category.children ?? []).map((app) => [app.id, { app, category }] as const))), [categories]);

  // SPEC §3: the saved affix flag and width, read once the page runs in the browser.
  useEffect(() => restoreSidebarState(store, ns), [store, ns]);
  // SPEC §4 Sidebar: the aside settles expanded or collapsed after 3000 ms.
  useEffect(() => {
    const started = Date.now();
    let handle = 0;
    const tick = () => {
      const wait = settleAside(store, Date.now() - started);
      if (wait > 0) handle = window.setTimeout(tick, wait);
    };
    handle = window.setTimeout(tick, settleAside(store, 0));
    return () => window.clearTimeout(handle);
  }, [store]);
  // The stars need the user's collections; asked for once the page is idle (once per user and
  // tenant: the collect centre and the workbench read the same store).
  useEffect(() => {
    if (idle) loadCollections(collections).catch(() => undefined);
  }, [idle, collections]);
  // Another org or identity brings other categories, another menu maybe another active one:
  // open the active category, or the first ones when none of the open ones is left.
  const activeCategory = activePath?.[0] ?? null;
  const categoryIds = categories.map((category) => category.id).join("\u0000");
  const latest = useRef({ categories, activePath, uniqueOpened: options.uniqueOpened });
  latest.current = { categories, activePath, uniqueOpened: options.uniqueOpened };
  useEffect(() => {
    const { categories: current, activePath: path, uniqueOpened } = latest.current;
    const ids = new Set(current.map((category) => category.id));
    const open = store.openCategoryIds.filter((id) => ids.has(id));
    if (activeCategory && ids.has(activeCategory) && !open.includes(activeCategory)) {
      openCategories(store, uniqueOpened ? [activeCategory] : [...open, activeCategory]);
    } else if (open.length === 0 && current.length > 0 && open.length !== store.openCategoryIds.length) {
      openCategories(store, initialOpen(current, path ?? [], uniqueOpened));
    }
  }, [store, categoryIds, activeCategory]);
  // A click outside closes the panel and the drawer (the phone's drawer, drawn apart, is inside).
  useEffect(() => {
    if (!snap.drawerOpen && !snap.panelAppId) return;
    const outside = (event: PointerEvent) => {
      const inside = (node: Node) => root.current?.contains(node) === true || phoneDrawerBody.current?.contains(node) === true;
      if (root.current && event.target instanceof Node && !inside(event.target)) {
        setMenuPanel(store, null);
        setSidebarDrawerOpen(store, false);
      }
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [store, snap.drawerOpen, snap.panelAppId]);
  useEffect(
    () => () => {
      if (hoverTimer.current !== null) window.clearTimeout(hoverTimer.current);
    },
    [],
  );
  // The phone's drawer closes once another menu is shown (opened from it, or from anywhere).
  useEffect(() => closeAppMenuDrawer(phoneDrawer), [phoneDrawer, currentMenuId]);

  if (!menus) return null;
  const view: SidebarView = {
    variant,
    options,
    categories,
    activeIds,
    activeId: activePath?.at(-1) ?? null,
    colors: plan.sidebar.colors,
    font,
    ns,
    locale,
    complete: full.complete,
    orgFullId: org?.fullId ?? null,
    open,
  };

  function openDrawer(categoryId: string | null, byHover: boolean) {
    openedByHover.current = byHover;
    if (categoryId) openCategories(store, view.options.uniqueOpened ? [categoryId] : [...store.openCategoryIds, categoryId]);
    setSidebarDrawerOpen(store, true);
    if (!byHover) requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-testid="sidebar-drawer"] button')?.focus());
  }
  function cancelHover() {
    if (hoverTimer.current !== null) window.clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  }
  function key(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape" || !snap.drawerOpen) return;
    setSidebarDrawerOpen(store, false);
    // The rail shown: the wide one, or the tablet's icons (SIDEBAR_SMALL_SCREEN_CSS).
    [...(root.current?.querySelectorAll<HTMLElement>("[data-sidebar-rail] > button:first-child") ?? [])].find((button) => button.getClientRects().length > 0)?.focus();
  }

  const simple = variant === "simple";
  const expanded = snap.asideExpanded ?? true;
  const thin = !simple && !expanded && !options.menuIconShow;
  const railWidth = simple ? asideWidth(expanded) : expanded ? plan.sidebar.width : thin ? THIN_RAIL_WIDTH : plan.sidebar.collapsedWidth;
  const width = snap.affixed ? snap.width : railWidth;
  // Below the sticky header (SPEC §2 Layout): the sidebar stays in view and scrolls its own list.
  const top = plan.header.visible ? plan.header.height : 0;
  // A tablet shows the categories' icons (or the thin strip) whatever the mode (SIDEBAR_SMALL_SCREEN_CSS).
  const iconsWidth = simple ? asideWidth(false) : options.menuIconShow ? plan.sidebar.collapsedWidth : THIN_RAIL_WIDTH;

  return (
    <div
      ref={root}
      data-testid="sidebar"
      data-variant={variant}
      data-mode={snap.affixed ? "pinned" : "drawer"}
      data-sidebar=""
      data-phone={sidebarOnPhone(plan)}
      onKeyDown={key}
      onMouseLeave={() => {
        cancelHover();
        if (openedByHover.current && snap.drawerOpen) setSidebarDrawerOpen(store, false);
      }}
      style={{
        position: "sticky",
        top,
        flex: `0 0 ${width}px`,
        width,
        height: `calc(100vh - ${top}px)`,
        alignSelf: "flex-start",
        background: plan.sidebar.colors.background,
        color: plan.sidebar.colors.text,
        ...focusRing(plan.sidebar.colors.text),
        borderRight: "1px solid rgba(0, 0, 0, 0.06)",
        boxSizing: "border-box",
        // Over the sticky tab bar (its drawer and menu panel lie over it), under the header.
        zIndex: 9,
        fontSize: simple ? 13 : 14,
        ["--sidebar-icons-width" as string]: `${iconsWidth}px`,
      }}
    >
      <StyleRules css={SIDEBAR_SMALL_SCREEN_CSS} />
      <div data-sidebar-wide="" style={{ height: "100%" }}>
        {snap.affixed ? (
          <SidebarBody view={view} appById={appById} />
        ) : (
          <div
            style={{ height: "100%" }}
            onMouseEnter={() => {
              if (snap.drawerOpen) return;
              cancelHover();
              hoverTimer.current = window.setTimeout(() => openDrawer(null, true), hoverExpand(0).waitMs);
            }}
          >
            <SidebarRail view={view} expanded={expanded} thin={thin} drawerOpen={snap.drawerOpen} drawerId={drawerId} onOpen={(categoryId) => openDrawer(categoryId, false)} />
          </div>
        )}
      </div>
      {/* A tablet's icons: hidden but on a tablet, where they open the drawer over the page. */}
      <div data-sidebar-icons="" style={{ display: "none", height: "100%" }}>
        <SidebarRail view={view} expanded={false} thin={!simple && !options.menuIconShow} drawerOpen={snap.drawerOpen} drawerId={drawerId} testId="sidebar-icons" onOpen={(categoryId) => openDrawer(categoryId, false)} />
      </div>
      {snap.drawerOpen && (
        <div id={drawerId} data-testid="sidebar-drawer" style={{ position: "absolute", top: 0, left: 0, bottom: 0, width: snap.width, zIndex: 30, boxShadow: "4px 0 12px rgba(0, 21, 41, 0.15)", background: plan.sidebar.colors.background }}>
          <SidebarBody view={view} appById={appById} />
        </div>
      )}
      {/* A phone's drawer, opened by the header's app menu button (AppMenuButton). */}
      <Drawer
        open={phoneDrawerOpen}
        onClose={() => closeAppMenuDrawer(phoneDrawer)}
        placement="left"
        width="min(320px, calc(100vw - 48px))"
        destroyOnHidden
        title={t("sidebar.label")}
        extra={
          snap.panelAppId ? (
            <Button type="text" icon={<LeftOutlined aria-hidden />} onClick={() => setMenuPanel(store, null)} style={{ color: view.colors.text, minHeight: 32 }}>
              {t("sidebar.backToApps")}
            </Button>
          ) : null
        }
        // antd names the close button in the page's language (its locale's "close").
        closeIcon={<CloseOutlined style={{ color: view.colors.text }} />}
        styles={{
          header: { background: view.colors.background, color: view.colors.text, borderBottom: "1px solid rgba(0, 0, 0, 0.06)", padding: "8px 12px" },
          body: { padding: 0, background: view.colors.background, color: view.colors.text },
          content: { background: view.colors.background },
        }}
      >
        <div ref={phoneDrawerBody} data-sidebar-phone-drawer="" style={{ height: "100%", fontSize: simple ? 13 : 14, ...focusRing(view.colors.text) }}>
          <SidebarBody view={view} appById={appById} />
        </div>
      </Drawer>
    </div>
  );
}

/** The categories the accordion first shows open: the active menu's, else every one (the first with uniqueOpened). */
function initialOpen(tree: readonly MenuNode[], activePath: readonly string[], uniqueOpened: boolean): string[] {
  const categories = sidebarCategories(tree);
  const active = categories.find((category) => category.id === activePath[0]);
  if (active) return [active.id];
  return (uniqueOpened ? categories.slice(0, 1) : categories).map((category) => category.id);
}

/**
 * The left side (SPEC §2 Left side, §4 Sidebar, §9): pinned in its column or in drawer mode
 * behind an aside, width 208–600 by drag or keyboard, saved per user and tenant; the
 * accordion of categories and apps with each app's cascading menu panel and the stars of
 * its leaf menus. Colours from the plan (tenant theme), active item from the page's path.
 */
export function Sidebar({ variant, item }: { variant: SidebarVariant; item: PlanItem }) {
  const { plan } = usePlan();
  const menus = useMenus();
  if (!plan.sidebar.visible || !menus) return null;
  const seed = { openCategoryIds: initialOpen(menus.tree, menus.activePath, sidebarOptions(plan.sidebar.menu, item.props, variant).uniqueOpened) };
  return (
    <SidebarStoreProvider seed={seed}>
      <SidebarFrame variant={variant} item={item} />
    </SidebarStoreProvider>
  );
}
