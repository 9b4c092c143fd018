import type { ColumnType, Generated } from "kysely";

/** Kysely types of the reference platform's tables (see migrations/001_initial.ts). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb columns are written as JSON text and read back parsed. */
type Json = ColumnType<unknown, string, string>;

export interface TenantsTable {
  id: string;
  name: string;
  company_name: string;
  credit_code: string;
  admin_user_code: string;
  category_codes: Json;
  disabled: boolean;
  is_i18n_env: boolean;
  custom_code: string | null;
  sort_order: number;
  created_at: Generated<Timestamp>;
  theme_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: string;
  local_id: string;
  account_name: string;
  nickname: string;
  account_type: number;
  mobile: string;
  username: string;
  password_mobile: string;
  password_hash: string;
  has_extend_context: boolean;
  avatar_path: Json;
  created_at: Generated<Timestamp>;
}

export interface TenantMembersTable {
  tenant_id: string;
  user_id: string;
  tenant_admin: boolean;
  sort_order: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  tenant_id: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Trusted-tenant tokens: the login tenant that must come back as x-src-tenant-id. */
  trust_src_tenant_id: ColumnType<string | null, string | null | undefined, string | null>;
  last_src_tenant_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Tenant and trust tokens: the login token they were issued from. */
  parent_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Business identity code; null is 'Default'. */
  identity_code: ColumnType<string | null, string | null | undefined, string | null>;
  user_type: ColumnType<"tenant" | "participant", "tenant" | "participant" | undefined, "tenant" | "participant">;
  external_entity_id: ColumnType<string | null, string | null | undefined, string | null>;
  participant_org_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CaptchasTable {
  key_hash: string;
  answer: string;
  expires_at: Timestamp;
}

export interface LoginFailuresTable {
  account: string;
  failures: number;
  first_failed_at: Timestamp;
  last_failed_at: Timestamp;
}

export interface PlatformKeysTable {
  id: string;
  public_key_pem: string;
  private_key_pem: string;
  created_at: Generated<Timestamp>;
}

export type TenantConfigKind = "header-theme" | "nav-logo-and-name" | "scene-params" | "layout-override";

export interface TenantConfigsTable {
  tenant_id: string;
  kind: TenantConfigKind;
  value: Json;
  version: number;
  updated_at: Timestamp;
}

export interface PlatformEnvTable {
  key: string;
  value: Json;
}

export interface OrgsTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  short_name: string;
  full_name: string;
  full_id: string;
  full_node_id: string;
  type: string;
  auth_type: number;
  enable: boolean;
  is_leaf: boolean;
  is_son_project_node: boolean;
  user_focus: boolean;
  real_id: string;
  parent_project_flag: boolean;
  sort_order: number;
  org_info: Json;
  project_extend_data: Json;
  /** Project status code (dictionary pmpp.xmztdict); null for non-projects. */
  status: ColumnType<string | null, string | null | undefined, string | null>;
  /** lower(name shortName fullName), for substring search. */
  search_text: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TenantTrustsTable {
  login_tenant_id: string;
  trusted_tenant_id: string;
}

export interface UserIdentitiesTable {
  external_entity_id: string;
  user_id: string;
  tenant_id: string;
  /** 0 tenant identity, 1 participant identity. */
  external_type: number;
  biz_id: string | null;
  biz_type: string | null;
  biz_name: string | null;
  participant_org_id: string | null;
  role_type: string | null;
  full_name: Json;
  sort_order: number;
}

export interface IdentityOrgsTable {
  external_entity_id: string;
  org_id: string;
  sort_order: number;
}

export interface BusinessIdentitiesTable {
  tenant_id: string;
  code: string;
  name: string;
  sort_order: number;
}

export interface UserAgreementsTable {
  user_id: string;
  identity: string;
  agree_agreement: boolean;
  agree_gdpr: boolean;
  updated_at: Timestamp;
}

export interface UserProjectFocusTable {
  user_id: string;
  org_id: string;
  created_at: Generated<Timestamp>;
}

export interface DictItemsTable {
  id: string;
  dict_full_code: string;
  code: string;
  status: number;
  labels: Json;
  sort_order: number;
}

export interface BizOrgRelationsTable {
  tenant_id: string;
  rel_code: string;
  biz_org_code: string;
  status: number;
  sort_order: number;
}

export interface EnterprisePortalsTable {
  id: string;
  tenant_id: string;
  name: string;
  sort_order: number;
}

export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  tenant_members: TenantMembersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  login_failures: LoginFailuresTable;
  platform_keys: PlatformKeysTable;
  tenant_configs: TenantConfigsTable;
  platform_env: PlatformEnvTable;
  orgs: OrgsTable;
  tenant_trusts: TenantTrustsTable;
  user_identities: UserIdentitiesTable;
  identity_orgs: IdentityOrgsTable;
  business_identities: BusinessIdentitiesTable;
  user_agreements: UserAgreementsTable;
  user_project_focus: UserProjectFocusTable;
  dict_items: DictItemsTable;
  biz_org_relations: BizOrgRelationsTable;
  enterprise_portals: EnterprisePortalsTable;
}
