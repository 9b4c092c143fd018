/**
 * Business constants of the portal rules (SPEC §9), in one place. Plain values only.
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
