import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createRegistry, lookupComponent } from "#app/layout/registry";
import { usePortal } from "#app/portal/portal-context";
import { ComponentFallback } from "./ComponentFallback";
import { BrowserUpgradeBanner } from "./banner/BrowserUpgradeBanner";
import { CollectCenter } from "./header/CollectCenter";
import { Dashboards } from "./header/Dashboards";
import { ExperienceCenter } from "./header/ExperienceCenter";
import { ExtendEntries } from "./header/ExtendEntries";
import { Fullscreen } from "./header/Fullscreen";
import { HelpCenter } from "./header/HelpCenter";
import { HomeEntry } from "./header/HomeEntry";
import { MessageCenter } from "./header/MessageCenter";
import { UpgradeIcon } from "./header/UpgradeIcon";
import { WorkbenchEntry } from "./header/WorkbenchEntry";
import { CustomerService } from "./toolbar/CustomerService";
import { SideEntries } from "./toolbar/SideEntries";
import { SideToolbar } from "./toolbar/SideToolbar";
import { UserGuide } from "./toolbar/UserGuide";
import { Watermark } from "./watermark/Watermark";
import { AppSwitcher } from "./header/AppSwitcher";
import { BrandLogo } from "./header/BrandLogo";
import { HeaderLanguageSwitch } from "./header/HeaderLanguageSwitch";
import { HeaderOrgSwitcher } from "./header/HeaderOrgSwitcher";
import { MainMenu } from "./header/MainMenu";
import { ParticipantOrgSelect } from "./header/ParticipantOrgSelect";
import { SearchBox } from "./header/SearchBox";
import { SubMenu } from "./header/SubMenu";
import { SystemTitle } from "./header/SystemTitle";
import { UserDropdown } from "./header/UserDropdown";
import { ClassicSidebar } from "./sidebar/ClassicSidebar";
import { SimpleSidebar } from "./sidebar/SimpleSidebar";
import { ContentViewport } from "./content/ContentViewport";
import { TripartiteFrame } from "./content/TemporaryAppPage";
import { TabBar } from "./tabs/TabBar";
import type { PlacedComponent, PlacedProps } from "./types";

/**
 * The component registry (ARCHITECTURE §2 step 5): a plain map from the names
 * in layout definitions to React components. Tenants and Storybook override it
 * by spreading a map over it (RegistryProvider).
 */
export const DEFAULT_COMPONENTS: Record<string, PlacedComponent> = {
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
};

/** The names the engine may place without a problem being recorded. */
export const KNOWN_COMPONENTS: readonly string[] = Object.keys(DEFAULT_COMPONENTS);

const RegistryContext = createContext<Record<string, PlacedComponent>>(DEFAULT_COMPONENTS);

export function RegistryProvider({ overrides, children }: { overrides: Record<string, PlacedComponent>; children: ReactNode }) {
  const registry = useMemo(() => createRegistry(DEFAULT_COMPONENTS, overrides), [overrides]);
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** Renders one plan item through the registry; unknown names render the visible fallback. */
export function PlacedItem({ item, region }: PlacedProps) {
  const registry = useContext(RegistryContext);
  const { tenant, plan } = usePortal();
  const { component: Component } = lookupComponent<PlacedComponent>(registry, item.component, { tenantKey: tenant?.id, viewMode: plan.viewMode }, ComponentFallback);
  return <Component item={item} region={region} Place={PlacedItem} />;
}
