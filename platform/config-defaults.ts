/**
 * Values served for a tenant that has stored nothing yet, and the base a partial PUT is
 * merged over: the portal's own defaults (app/kit/schemas/defaults.ts), which are the
 * `default` keywords of the schemas (ARCHITECTURE §4). The same objects, not copies; change a
 * default in its schema and run `npm run gen:types`. Demo tenants get their own values from
 * db/seed.ts.
 */
import { DEFAULT_ENV_INFO, DEFAULT_HEADER_THEME, DEFAULT_NAV, DEFAULT_SCENE_PARAMS, WATERMARK_DEFAULTS } from "../app/kit/schemas/defaults.ts";

export { DEFAULT_ENV_INFO, DEFAULT_HEADER_THEME, DEFAULT_SCENE_PARAMS, WATERMARK_DEFAULTS };
export const DEFAULT_NAV_LOGO_AND_NAME = DEFAULT_NAV;

/** Key of the env info row in platform_env. */
export const ENV_INFO_KEY = "env-info";
