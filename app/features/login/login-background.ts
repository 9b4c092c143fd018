import { DEFAULT_HEADER_THEME } from "#app/kit/schemas/defaults";

/** The login pages' backdrop: the default header colour into the default theme colour (SPEC §9 Colours). */
export const LOGIN_BACKGROUND = `linear-gradient(160deg, ${DEFAULT_HEADER_THEME.headerBgColor} 0%, ${DEFAULT_HEADER_THEME.themeColor} 100%)`;
