import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { ComponentName } from "#app/layout/component-names";
import { createRegistry, lookupComponent } from "#app/layout/registry";
import { usePlan, useSession } from "#app/shell/stores";
import { ComponentFallback } from "./ComponentFallback";
import { BrowserUpgradeBanner } from "../features/banner/BrowserUpgradeBanner";
import { CollectCenter } from "../features/collections/CollectCenter";
import { Dashboards } from "../features/header/Dashboards";
import { ExperienceCenter } from "../features/header/ExperienceCenter";
import { ExtendEntries } from "../features/header/ExtendEntries";
import { Fullscreen } from "../features/header/Fullscreen";
import { HelpCenter } from "../features/header/HelpCenter";
import { HomeEntry } from "../features/header/HomeEntry";
import { MessageCenter } from "../features/messages/MessageCenter";
import { UpgradeIcon } from "../features/header/UpgradeIcon";
import { WorkbenchEntry } from "../features/header/WorkbenchEntry";
import { CustomerService } from "../features/toolbar/CustomerService";
import { SideEntries } from "../features/toolbar/SideEntries";
import { SideToolbar } from "../features/toolbar/SideToolbar";
import { UserGuide } from "../features/toolbar/UserGuide";
import { Watermark } from "../features/watermark/Watermark";
import { AppSwitcher } from "../features/header/AppSwitcher";
import { BrandLogo } from "../features/header/BrandLogo";
import { ClassicHeader, SimpleHeader } from "../features/header/PortalHeader";
import { HeaderLanguageSwitch } from "../features/header/HeaderLanguageSwitch";
import { HeaderOrgSwitcher } from "../features/org-switch/HeaderOrgSwitcher";
import { MainMenu } from "../features/header/MainMenu";
import { ParticipantOrgSelect } from "../features/org-switch/ParticipantOrgSelect";
import { SearchBox } from "../features/menus/SearchBox";
import { SubMenu } from "../features/header/SubMenu";
import { SystemTitle } from "../features/header/SystemTitle";
import { UserDropdown } from "../features/header/UserDropdown";
import { AppMenuButton } from "../features/sidebar/AppMenuButton";
import { ClassicSidebar } from "../features/sidebar/ClassicSidebar";
import { SimpleSidebar } from "../features/sidebar/SimpleSidebar";
import { ContentViewport } from "../features/content/ContentViewport";
import { TripartiteFrame } from "../features/content/TemporaryAppPage";
import { TabBar } from "../features/tabs/TabBar";
import type { PlacedComponent, PlacedProps } from "../layout/placed";

/**
 * The component registry (ARCHITECTURE §2 step 5): a plain map from the names
 * in layout definitions to React components. Tenants and Storybook override it
 * by spreading a map over it (RegistryProvider). Its names are exactly those of
 * app/layout/component-names.ts, the list the server reads (`satisfies` checks both ways).
 */
export const DEFAULT_COMPONENTS: Readonly<Record<string, PlacedComponent>> = {
  ClassicHeader,
  SimpleHeader,
  AppMenuButton,
  BrandLogo,
  SystemTitle,
  LanguageSwitch: HeaderLanguageSwitch,
  MainMenu,
  OrgSwitcher: HeaderOrgSwitcher,
  ParticipantOrgSelect,
  UserDropdown,
  TabBar,
  ContentViewport,
  TripartiteFrame,
  HomeEntry,
  WorkbenchEntry,
  ExtendEntries,
  CollectCenter,
  MessageCenter,
  HelpCenter,
  ExperienceCenter,
  Dashboards,
  Fullscreen,
  UpgradeIcon,
  SideToolbar,
  SideEntries,
  CustomerService,
  UserGuide,
  Watermark,
  BrowserUpgradeBanner,
  AppSwitcher,
  SearchBox,
  SubMenu,
  ClassicSidebar,
  SimpleSidebar,
} satisfies Record<ComponentName, PlacedComponent>;

const RegistryContext = createContext<Record<string, PlacedComponent>>(DEFAULT_COMPONENTS);

export function RegistryProvider({ overrides, children }: { overrides: Record<string, PlacedComponent>; children: ReactNode }) {
  const registry = useMemo(() => createRegistry(DEFAULT_COMPONENTS, overrides), [overrides]);
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** Renders one plan item through the registry; unknown names render the visible fallback. */
export function PlacedItem({ item, region }: PlacedProps) {
  const registry = useContext(RegistryContext);
  const { tenant } = useSession();
  const { plan } = usePlan();
  const { component: Component } = lookupComponent<PlacedComponent>(registry, item.component, { tenantKey: tenant?.id, viewMode: plan.viewMode }, ComponentFallback);
  return <Component item={item} region={region} Place={PlacedItem} />;
}
