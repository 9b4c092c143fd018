import type { LayoutPlan } from "#app/layout/types";
import type { Locale } from "#app/kit/i18n/config";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import type { Identity } from "#app/types/generated/identity";
import type { Tenant } from "#app/types/generated/tenant";

/** What the shell's components know about the signed-in user (no tokens, ever). */
export interface PortalUser {
  id: string;
  accountName: string;
  nickname: string;
  tenantAdmin: boolean;
  accountType: number;
  /** The user's mobile number, when the platform has one (SPEC §7 ti-run custom info). */
  mobile?: string;
}

export interface PortalTenant {
  id: string;
  name: string;
  companyName: string;
  disabled: boolean;
}

export interface PortalOrg {
  id: string;
  name: string;
  type: string;
  /** Ids from the root, '/'-separated: what `?org=` carries. */
  fullId: string;
  /** Names from the root, when the platform gives them. */
  fullName?: string;
}

/** The identity the user works as (SPEC §4 Identity at entry); no tokens. */
export interface PortalIdentity {
  type: "tenant" | "participant";
  externalEntityId: string | null;
  participantOrgId: string | null;
}

/** What header items may ask the shell to do; absent in stories that only look. */
export interface PortalActions {
  openTenantSwitch(): void;
  openTenantInfo(): void;
  /** The identity switch: 本企业 or a participant org, as at entry (SPEC §4 Identity switch). */
  openIdentitySwitch(): void;
  /** The business-system switch (SPEC §4: menus limited to one of eight business systems). */
  openBusinessSystemSwitch(): void;
  /** SPEC §4 Org switch: the org goes into the URL and every loader runs again. */
  navigateToOrg(fullId: string): void;
}

export interface PortalContextValue {
  plan: LayoutPlan;
  user: PortalUser | null;
  tenant: PortalTenant | null;
  tenants: Tenant[];
  /** Business identities; the identity switch shows when there are some and the scene is not single-product (SPEC §6). */
  identities?: Identity[];
  singleProduct?: boolean;
  actions?: PortalActions;
  org: PortalOrg | null;
  identity?: PortalIdentity | null;
  /** The org's menus (SPEC §2 menu levels); absent in stories that do not need them. */
  menus?: PortalMenus;
  /** Orgs of the participant the user acts as (SPEC §2 participant-org dropdown). */
  participantOrgs?: PortalOrg[];
  locale: Locale;
  /** The current URL's path and query, for links that keep them (language switch). */
  currentPath: string;
  /** The entry's third-party page (SPEC §2 tripartitePageUrl), checked; null when none or not allowed. */
  tripartitePageUrl?: string | null;
}
