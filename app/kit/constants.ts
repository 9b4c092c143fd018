/**
 * Business constants of the portal rules (SPEC §9), in one place. Plain values only.
 * Config defaults (what a tenant's or the deployment's config gives when it leaves a value
 * out) are not here: they live in app/kit/schemas/defaults.ts, fed by the schemas.
 */

/** Search, filter and org-search results are capped at 50 (SPEC §5, §9). */
export const SEARCH_RESULT_CAP = 50;
/** i18n key of the tip shown when results were capped (SPEC §5). */
export const FILTER_RESULT_LIMIT_TIP = "filterResultLimitTips";

/** The tenant list search field appears above this many tenants (SPEC §5, §9). */
export const TENANT_SEARCH_THRESHOLD = 5;
/** The tenant switch button appears above this many tenants (SPEC §6). */
export const TENANT_SWITCH_THRESHOLD = 1;

/** Delay before the participant list appears in the tenant dialog (SPEC §4, §9). */
export const IDENTITY_LIST_DELAY_MS = 300;
/** Countdown of the identity terms dialog before 'already read' is enabled (SPEC §4, §9). */
export const TERMS_COUNTDOWN_SECONDS = 5;
/** i18n key shown when the terms checkbox is used before the terms were read (SPEC §4). */
export const TERMS_TIPS = "termsTips";

/** Org tree virtual list: items kept rendered and estimated item height in px (SPEC §9). */
export const ORG_VIRTUAL_LIST_KEEP = 30;
export const ORG_VIRTUAL_ITEM_SIZE = 32;
/** Org tree height in px (SPEC §9). */
export const ORG_TREE_HEIGHT = 500;
/** SPEC §9: project page size 50. */
export const PROJECT_PAGE_SIZE = 50;

/** Org types that are projects (SPEC §3 Org node). */
export const PROJECT_ORG_TYPES: readonly string[] = ["general-project", "mixing-station"];
/** The org type that is never selectable (SPEC §4 Org switch). */
export const CATEGORY_ORG_TYPE = "category";

/** bizType of the admin participant org, listed first (SPEC §3, §6). */
export const PARTICIPANT_ADMIN_BIZ_TYPE = "participant_admin";
/** Identity code that restores every menu (SPEC §4 Identity switch, §6). */
export const DEFAULT_IDENTITY_CODE = "Default";

/** Re-login failure codes that show a captcha and clear the code field (SPEC §8). */
export const CAPTCHA_ERROR_CODES: readonly string[] = ["2113", "2114", "2115"];

/**
 * Persistent storage keys kept when storage is cleared before the login redirect
 * (SPEC §4 Session start: "the intranet and search flags are kept").
 */
export const STORAGE_INTRANET_FLAG = "intranet";
export const STORAGE_SEARCH_FLAG = "search";

/** Safe charset for product, application and menu codes read from a URL. */
export const CODE_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;
/** Safe charset for org and tenant ids read from a URL. */
export const ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;
/** externalEntityId is a whole number (SPEC §2). */
export const WHOLE_NUMBER_PATTERN = /^[0-9]{1,30}$/;

/* ---- Navigation shell: menus, tabs, sidebar, watermark (SPEC §2, §4–§6, §9) ---- */

/** Internal menu ids (SPEC §2). */
export const HOME_MENU_ID = "1";
export const NOT_FOUND_MENU_ID = "2";
export const FORBIDDEN_MENU_ID = "3";
export const TEMPORARY_APP_MENU_ID = "4";
export const WORKBENCH_MENU_ID = "5";
export const INTERNAL_MENU_IDS: readonly string[] = [HOME_MENU_ID, NOT_FOUND_MENU_ID, FORBIDDEN_MENU_ID, TEMPORARY_APP_MENU_ID, WORKBENCH_MENU_ID];

/** Menu levels (SPEC §2, §3): 1 app category, 2 application, 3 main menu, 4 sub menu, 5+ left menu. */
export const MENU_LEVEL_APP_CATEGORY = 1;
export const MENU_LEVEL_APP = 2;
export const MENU_LEVEL_MAIN = 3;
export const MENU_LEVEL_SUB = 4;
export const MENU_LEVEL_LEFT = 5;
/** Menu trees are read to this depth; deeper nodes are ignored (a guard, far beyond the five levels of SPEC §2). */
export const MENU_MAX_DEPTH = 64;

/** sourceKey of the user-centre app, the personal-centre group (SPEC §2, §6, §9). */
export const USER_CENTRE_APP_KEY = "10000";
/** The special tenant id (SPEC §6, §9). */
export const SPECIAL_TENANT_ID = "10000";

/** Error catalogue (SPEC §8): returned as values by the menu lookups, never thrown. */
export const HOME_MENU_NOT_FOUND = "无法找到首页菜单！";
export const DEFAULT_MENU_NOT_FOUND = "无法找到默认菜单！";

/** i18n keys used by the menu rules (SPEC §5, §6). */
export const NO_MENU_PERMISSION = "noMenuPermission";
export const NO_PERMISSION_CONTACT_ADMIN = "noPermissionContactAdmin";
export const NO_DATA = "noData";

/** A menu with this code can never be starred (SPEC §5). */
export const ABOUT_BLANK_MENU_CODE = "pmpp.common.about-blank";
/** Header collecting is off for this bizType (SPEC §6). */
export const NO_HEADER_COLLECT_BIZ_TYPE = "dcost";

/** Recent visits: request size and the stored list's maximum (SPEC §4, §9). */
export const RECENT_VISITS_REQUEST_NUM = 12;
export const RECENT_VISITS_MAX = 5;

/** Tabs kept at most; the oldest closable tab goes first (a guard for storage, not in the SPEC). */
export const TABS_MAX = 30;

/** Sidebar width bounds and default in px (SPEC §4 Sidebar, §9). */
export const SIDEBAR_WIDTH_MIN = 208;
export const SIDEBAR_WIDTH_MAX = 600;
/** Aside widths in px (SPEC §9). */
export const ASIDE_COLLAPSED_WIDTH = 60;
export const ASIDE_EXPANDED_WIDTH = 190;
/** Cascader hover threshold before the menu panel expands (SPEC §9). */
export const CASCADER_HOVER_MS = 500;
/** The aside settles expanded or collapsed after this delay (SPEC §4 Sidebar). */
export const ASIDE_START_DELAY_MS = 3000;

/** The scene value that forces the legacy portal type 0 (SPEC §2, §6). */
export const SINGLE_PRODUCT_SCENE = "single-product";

/**
 * Menu and service codes of the runtime menu blacklist (SPEC §6). The SPEC names these
 * menus and services but not their codes: every value here is TO BE CONFIRMED with the
 * platform. Change the data here, not the rule (app/features/menus/menu-permissions.rules.ts).
 */
export const RUNTIME_BLACKLIST_CODES = {
  /** The provider-party participant manage menu. */
  providerParticipantManageMenu: "tenant-user.participant.provider-manage",
  /** The other participant manage menu. */
  participantManageMenu: "tenant-user.participant.manage",
  /** The mobile open page menu. */
  mobileOpenPageMenu: "mobile.open-page",
  /** The system job menu. */
  systemJobMenu: "system.job",
  /** The permission upgrade tool menu. */
  permissionUpgradeToolMenu: "permission.upgrade-tool",
  /** The vendor dictionary service (list-runing-services name). */
  vendorDictionaryService: "vendor-dictionary",
  /** The mobile service (list-runing-services name). */
  mobileService: "mobile",
} as const;

/**
 * Codes of the member pages of the personal centre (SPEC §2, §6). TO BE CONFIRMED with the
 * platform, like the blacklist codes above.
 */
export const MEMBER_MENU_CODES = {
  info: "member.info",
  password: "member.password",
  avatar: "member.avatar",
  securityLog: "member.security-log",
} as const;

/** Dialog width in px; the tenant dialog is wider (SPEC §9). */
export const DIALOG_WIDTH = 420;
