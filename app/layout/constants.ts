/**
 * Layout sizes from SPEC §9 "Layout": bounds and fixed sizes of the engine, not config
 * defaults (those, such as the default header height, live in app/kit/schemas/defaults.ts).
 */
export const HEADER_HEIGHT_MIN = 40;
export const HEADER_HEIGHT_MAX = 120;
export const LOGO_SIZE_MIN = 16;
export const LOGO_SIZE_MAX = 128;
export const SIDEBAR_WIDTH = 208;
export const SIDEBAR_COLLAPSED_WIDTH = 48;
/** Longest title taken from the `systemName` query parameter. */
export const QUERY_TITLE_MAX_LENGTH = 100;
