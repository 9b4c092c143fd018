import type { ReactNode } from "react";
import { useSession } from "#app/shell/stores";
import { firstTabs, TabsStoreProvider } from "#app/features/tabs/tabs.store";
import { TabsSync, useCurrentTab } from "./TabsSync";
import { useDefaultTab } from "./use-tab-actions";

/**
 * The tab store of a page (SPEC §4 Tabs): created with the default tab and the URL's tab (what
 * the server renders), one per user and tenant, kept in step by TabsSync. Needs the portal
 * context and a MenuSelectProvider above it.
 */
export function TabsRoot({ children }: { children: ReactNode }) {
  const { user, tenant } = useSession();
  const current = useCurrentTab();
  const defaultTab = useDefaultTab().tab;
  return (
    <TabsStoreProvider key={`${user?.id ?? "_"}|${tenant?.id ?? "_"}`} initial={firstTabs(defaultTab, current)}>
      <TabsSync />
      {children}
    </TabsStoreProvider>
  );
}
