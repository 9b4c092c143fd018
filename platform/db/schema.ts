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
}
