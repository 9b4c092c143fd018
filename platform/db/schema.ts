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
  /** Member info (004). */
  email: ColumnType<string, string | undefined, string>;
  /** The last password checked (login or change) failed the password rules (004). */
  password_weak: ColumnType<boolean, boolean | undefined, boolean>;
  password_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

/** One-time app-scan login codes (migration 007). */
export interface QrLoginsTable {
  key_hash: string;
  scan_code: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  last_polled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  confirmed_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  consumed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface LoginFailuresTable {
  account: string;
  failures: number;
  first_failed_at: Timestamp;
  last_failed_at: Timestamp;
}

/** Migration 015 (ADR 030): a rate limiter's count for one key in the window ending at expires_at (null: no end). */
export interface RateLimitsTable {
  key: string;
  points: number;
  expires_at: Date | null;
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

/** How a version came to be (ADR 020): published from a draft or a PUT, a rollback, or stored before versions existed. */
export type ConfigVersionAction = "publish" | "rollback" | "import";

/** Every published value of a tenant config, never changed once written (ADR 020). */
export interface TenantConfigVersionsTable {
  tenant_id: string;
  kind: TenantConfigKind;
  version: number;
  value: Json;
  action: ConfigVersionAction;
  restored_from: number | null;
  based_on: number;
  actor_user_id: string;
  actor_account: string;
  created_at: Timestamp;
  summary: ColumnType<string[], string, string>;
}

/** One admin's unpublished edit of a tenant config kind (ADR 020). */
export interface TenantConfigDraftsTable {
  tenant_id: string;
  kind: TenantConfigKind;
  user_id: string;
  value: Json;
  based_on: number;
  updated_at: Timestamp;
}

/** What became of a scheduled publish (ADR 059). */
export type ScheduleStatus = "pending" | "publishing" | "published" | "failed" | "cancelled";
export type ScheduleFailure = "stale" | "invalid" | "interrupted" | "error";

/** A draft of a tenant config kind to be published at a set time (ADR 059). */
export interface TenantConfigSchedulesTable {
  id: Generated<string>;
  tenant_id: string;
  kind: TenantConfigKind;
  value: Json;
  based_on: number;
  run_at: Timestamp;
  status: Generated<ScheduleStatus>;
  /** Why it failed: the version it was based on is no longer published, its value no longer validates, its runner stopped, or another fault. */
  reason_code: ScheduleFailure | null;
  reason: string | null;
  version: number | null;
  actor_user_id: string;
  actor_account: string;
  created_at: Timestamp;
  claimed_at: Timestamp | null;
  done_at: Timestamp | null;
}

/** What is versioned beside the tenant config (ADR 057): an entry list (key: its path) or one announcement (key: its id). */
export type ContentResource = "entries" | "announcement";

/** Every published value of an entry list or an announcement, never changed once written (ADR 057). */
export interface ContentVersionsTable {
  tenant_id: string;
  resource: ContentResource;
  key: string;
  version: number;
  value: Json;
  action: ConfigVersionAction;
  restored_from: number | null;
  based_on: number;
  actor_user_id: string;
  actor_account: string;
  created_at: Timestamp;
  summary: ColumnType<string[], string, string>;
}

/** One admin's unpublished edit of an entry list or an announcement (ADR 057). */
export interface ContentDraftsTable {
  tenant_id: string;
  resource: ContentResource;
  key: string;
  user_id: string;
  value: Json;
  based_on: number;
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

/** Workbench and personal side (migrations/004_workbench.ts). */
export interface UserCollectionsTable {
  id: Generated<string>;
  user_id: string;
  tenant_id: string;
  /** '' is the default list. */
  biz_type: string;
  menu_name: string;
  product_code: string;
  app_code: string;
  menu_auth_code: string;
  source_type: string;
  sort_order: number;
  created_at: Generated<Timestamp>;
}

export interface UserRecentVisitsTable {
  user_id: string;
  tenant_id: string;
  menu_id: string;
  /** '' without an org. */
  org_full_id: string;
  visit: Json;
  visited_at: Timestamp;
}

export interface UserParamsTable {
  user_id: string;
  tenant_id: string;
  key: string;
  value: Json;
  updated_at: Timestamp;
}

export interface WorkbenchConfigsTable {
  tenant_id: string;
  /** '' is the tenant's default. */
  org_id: string;
  has_custom_portal: boolean;
  has_portal_workbench: boolean;
  has_user_workbench: boolean;
  portal_home_type: number;
}

/** Bulletins and alerts, the announcements of the console (migrations/004, 009, 014; ADR 024). */
export interface BulletinsTable {
  id: Generated<string>;
  tenant_id: string;
  /** null: the whole tenant (014); else the org and the orgs below it. */
  org_id: string | null;
  title: string;
  content: string;
  level: string;
  publisher: string;
  /** Shown from this time (publish from). */
  publish_time: Timestamp;
  /** Title, text and publisher per locale (migrations/009_workbench_names.ts); null: the plain column in every locale. */
  title_all_lang: Json | null;
  content_all_lang: Json | null;
  publisher_all_lang: Json | null;
  /** bulletin: the workbench's board; alert: the message centre and a notification (014). */
  kind: ColumnType<AnnouncementKind, AnnouncementKind | undefined, AnnouncementKind>;
  /** Shown until this time; null: no end. */
  publish_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Taken down by an admin at this time; null: not withdrawn. */
  withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type AnnouncementKind = "bulletin" | "alert";

/** A member's read state of an alert announcement (migrations/014_announcements.ts). */
export interface BulletinReadsTable {
  bulletin_id: string;
  user_id: string;
  read_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EntryGroupsTable {
  id: string;
  tenant_id: string;
  kind: "quick" | "extend";
  name: string;
  is_current: boolean;
  sort_order: number;
}

export interface PortalEntriesTable {
  id: string;
  group_id: string;
  parent_id: string | null;
  code: string;
  name: string;
  /** Names per locale (migrations/008_entry_names.ts); null: `name` in every locale. */
  name_all_lang: Json | null;
  url: string;
  open_type: number;
  thumbnail_type: "ICON" | "IMAGE";
  icon_class: string;
  images: Json;
  text_color: string;
  text_hover_color: string;
  show_name: boolean;
  popover: boolean;
  sort_order: number;
}

export interface SideEntriesTable {
  id: string;
  tenant_id: string;
  name: string;
  /** Names per locale (migrations/009_workbench_names.ts); null: `name` in every locale. */
  name_all_lang: Json | null;
  icon_class: string;
  link_type: number;
  source: string;
  content_url: string;
  open_type: number;
  sort_order: number;
}

export interface DashboardsTable {
  id: string;
  tenant_id: string;
  org_id: string | null;
  name: string;
  /** Names per locale (migrations/009_workbench_names.ts); null: `name` in every locale. */
  name_all_lang: Json | null;
  icon: string;
  content_url: string;
  sort_order: number;
}

export interface HelpUrlsTable {
  id: string;
  /** null: the product's link shared by every tenant; else the tenant whose admins wrote it (migrations/013_entries_admin.ts). */
  tenant_id: ColumnType<string | null, string | null | undefined, string | null>;
  product_code: string;
  name: string;
  /** Names per locale (migrations/009_workbench_names.ts); null: `name` in every locale. */
  name_all_lang: Json | null;
  url: string;
  integrate_type: number;
  sort_order: number;
}

export interface SecurityLogsTable {
  id: Generated<string>;
  user_id: string;
  tenant_id: string | null;
  event_type: "login" | "logout" | "password-change";
  success: boolean;
  ip: string;
  user_agent: string;
  created_at: Timestamp;
}

/** The message centre (migrations/005_messages.ts). */
export interface MessagesTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  title: string;
  content: ColumnType<string, string | undefined, string>;
  type: ColumnType<"normal" | "alert", "normal" | "alert" | undefined, "normal" | "alert">;
  product_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The jump link (SPEC §3 webContentUrl); null when the message leads nowhere. */
  jump: ColumnType<unknown, string | null | undefined, string | null>;
  /** Defaults to now() when not given. */
  created_at: Timestamp;
  /** null while unread. */
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** An alert is no longer returned after this time; null: until read. */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Title and text per locale (migrations/010_message_texts.ts); null: the plain column in every locale. */
  title_all_lang: ColumnType<unknown, string | null | undefined, string | null>;
  content_all_lang: ColumnType<unknown, string | null | undefined, string | null>;
  /** The level an alert is drawn with (ADR 057; migrations/017): null for a normal one. */
  level: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Products and menus (migrations/003_menus.ts). */
export interface ProductsTable {
  tenant_id: string;
  code: string;
  name: string;
  name_all_lang: Json | null;
  sort_order: number;
}

export interface MenusTable {
  tenant_id: string;
  id: string;
  /** 'application' (application menu tree) or 'portal' (internal portal menus). */
  tree: "application" | "portal";
  parent_id: string | null;
  level: number;
  sort: number;
  name: string;
  name_all_lang: Json | null;
  code: string | null;
  type: number;
  source_type: "app-category" | "app" | "menu" | "dir";
  source_key: string | null;
  source_product_code: string | null;
  source_app_code: string | null;
  source_module_code: string | null;
  source_page_code: string | null;
  source_integrate_type: number | null;
  url: string | null;
  url_params: string | null;
  popup_type: number | null;
  is_home: boolean;
  no_auth: boolean;
  disabled: boolean;
  icon_class: string | null;
  icon_download_url: string | null;
  product_icon_file_url: string | null;
  icon_origin: number | null;
  /** [{ extendCode, value }] */
  menu_extends: Json;
  /** Org types the menu is available in; null = all. */
  org_types: Json | null;
  /** Business identity codes the menu belongs to; null = common to all. */
  identity_codes: Json | null;
  authority_codes: Json;
  service_dependencies: Json;
  full_id: string;
  full_name: string;
  unique_code: string | null;
  /** The registered app the page hosts (006); its url and sourceIntegrateType come from the app. */
  micro_app_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MenuRolesTable {
  tenant_id: string;
  code: string;
  name: string;
  all_menus: boolean;
}

export interface MenuRoleGrantsTable {
  tenant_id: string;
  role_code: string;
  /** An authority code or a code prefix ("pmpp.schedule" grants "pmpp.schedule.plan"). */
  authority_code: string;
}

export interface UserMenuRolesTable {
  tenant_id: string;
  user_id: string;
  role_code: string;
}

export interface RuntimeServicesTable {
  tenant_id: string;
  name: string;
  sort_order: number;
}

/** How a registered app is hosted: sourceIntegrateType 0, 1 and 2 (SPEC §3). */
export type MicroAppKind = "microApp" | "iframe" | "window";

/** Registered apps (migrations/006_micro_apps.ts; SPEC §3 Registered micro-app). */
export interface MicroAppsTable {
  tenant_id: string;
  id: string;
  name: string;
  name_all_lang: Json;
  entry: string;
  kind: MicroAppKind;
  route_path: string | null;
  /** null: the SPEC §9 cache rule decides. */
  cache: boolean | null;
  props: Json;
  allowed_origins: Json;
  /** null: every SPEC §9 sandbox token. */
  sandbox: ColumnType<unknown, string | null, string | null>;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** Setting, cancelling and the runner's publish of a scheduled publish are their own (ADR 059, ADR 062). */
export type AuditAction = "create" | "update" | "delete" | "publish" | "rollback" | "schedule" | "unschedule" | "scheduled-publish";
/** The entry kinds tenant admins edit (migrations/013_entries_admin.ts; ADR 023). */
export type EntryResource = "quick-entry" | "extend-entry" | "side-entry" | "dashboard" | "help-url";
export type AuditResource = "micro-app" | "menu" | "tenant-config" | "watermark" | "announcement" | EntryResource;

export interface AuditLogTable {
  id: Generated<string>;
  tenant_id: string;
  at: Timestamp;
  actor_user_id: string;
  actor_account: string;
  action: AuditAction;
  resource: AuditResource;
  resource_id: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  /** The tenant config version a publish or rollback made (null for other writes). */
  version: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A watermark template of a tenant (migrations/012_watermarks.ts; SPEC §3 Watermark, schemas/watermark.schema.json). */
export interface WatermarksTable {
  /** A whole number as text, from watermark_id_seq. */
  id: Generated<string>;
  tenant_id: string;
  name: string;
  code: string | null;
  type: "TEXT" | "PICTURE";
  picture_path: string | null;
  picture_name: string | null;
  spacing: number;
  stagger_distance: number;
  scale: number;
  transparency: number;
  rotation_angle: number;
  text: string | null;
  font_size: number;
  repeat: boolean;
  font_color: string;
  status: number;
  position: string;
  version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** An image a tenant admin uploaded (migrations/012_watermarks.ts); id is the SHA-256 of bytes, in hex. */
export interface UploadedFilesTable {
  tenant_id: string;
  id: string;
  content_type: string;
  bytes: Uint8Array;
  size: number;
  created_at: Timestamp;
  /** The uploader's user id. */
  uploader: string;
}

/** micro-apps: the origins answer; menus: the menu rows and the apps they carry; the others: one entry list each (ADR 023). */
export type RegistryResource = "micro-apps" | "menus" | "quick-entries" | "extend-entries" | "side-entries" | "dashboards" | "help-urls";

export interface RegistryVersionsTable {
  tenant_id: string;
  resource: RegistryResource;
  version: number;
  updated_at: Timestamp;
}

export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  tenant_members: TenantMembersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  qr_logins: QrLoginsTable;
  login_failures: LoginFailuresTable;
  rate_limits: RateLimitsTable;
  platform_keys: PlatformKeysTable;
  tenant_configs: TenantConfigsTable;
  tenant_config_versions: TenantConfigVersionsTable;
  tenant_config_drafts: TenantConfigDraftsTable;
  tenant_config_schedules: TenantConfigSchedulesTable;
  content_versions: ContentVersionsTable;
  content_drafts: ContentDraftsTable;
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
  products: ProductsTable;
  menus: MenusTable;
  menu_roles: MenuRolesTable;
  menu_role_grants: MenuRoleGrantsTable;
  user_menu_roles: UserMenuRolesTable;
  runtime_services: RuntimeServicesTable;
  user_collections: UserCollectionsTable;
  user_recent_visits: UserRecentVisitsTable;
  user_params: UserParamsTable;
  workbench_configs: WorkbenchConfigsTable;
  bulletins: BulletinsTable;
  bulletin_reads: BulletinReadsTable;
  entry_groups: EntryGroupsTable;
  portal_entries: PortalEntriesTable;
  side_entries: SideEntriesTable;
  dashboards: DashboardsTable;
  help_urls: HelpUrlsTable;
  security_logs: SecurityLogsTable;
  messages: MessagesTable;
  micro_apps: MicroAppsTable;
  audit_log: AuditLogTable;
  registry_versions: RegistryVersionsTable;
  watermarks: WatermarksTable;
  uploaded_files: UploadedFilesTable;
}
