import { isSafeSameOriginPath } from "../security/safe-redirect.ts";

/**
 * Where a message leads (SPEC §3 Message webContentUrl): a portal menu, named by its product
 * and menu code (`moduleCode`) and optionally the org to open it in, or a same-origin path of
 * the portal. Nothing else: no other origin, no script URL.
 */
export type MessageJump =
  | {
      type: "menu";
      productCode: string;
      /** The code of the menu to open (SPEC §5: opening a menu needs productCode and menuCode). */
      moduleCode: string;
      applicationCode?: string;
      orgId?: string;
      /** A path inside the menu's app, same-origin. */
      url?: string;
      /** Extra query values for the menu's page. */
      extendParamers?: Record<string, string>;
    }
  | { type: "url"; url: string };

const CODE_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const ORG_ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const PARAM_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
const MAX_PARAMS = 10;

/** The result of reading a jump: the clean link, or the reason it was refused. */
export type JumpCheck = { ok: true; jump: MessageJump | null } | { ok: false; error: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function code(value: unknown, field: string): { ok: true; value: string | undefined } | { ok: false; error: string } {
  if (value === undefined || value === null || value === "") return { ok: true, value: undefined };
  if (typeof value !== "string" || !CODE_PATTERN.test(value)) return { ok: false, error: `webContentUrl.${field} must be a code` };
  return { ok: true, value };
}

function params(value: unknown): { ok: true; value: Record<string, string> | undefined } | { ok: false; error: string } {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  const error = { ok: false as const, error: `webContentUrl.extendParamers must be at most ${MAX_PARAMS} names with text values` };
  if (!isObject(value)) return error;
  const entries = Object.entries(value);
  if (entries.length > MAX_PARAMS) return error;
  if (entries.some(([name, v]) => !PARAM_NAME_PATTERN.test(name) || typeof v !== "string" || v.length > 200)) return error;
  return { ok: true, value: Object.fromEntries(entries) as Record<string, string> };
}

/**
 * Reads a jump link as stored or given: null/undefined is no link; a menu link needs
 * productCode and moduleCode (codes) and may carry orgId, applicationCode, a same-origin url
 * and extendParamers; a url link needs a same-origin path. Anything else is refused with the
 * field at fault. Never throws.
 */
export function readMessageJump(raw: unknown): JumpCheck {
  if (raw === undefined || raw === null) return { ok: true, jump: null };
  if (!isObject(raw)) return { ok: false, error: "webContentUrl must be an object" };
  if (raw.type === "url") {
    if (!isSafeSameOriginPath(raw.url)) return { ok: false, error: "webContentUrl.url must be a same-origin path such as /portal/5/" };
    return { ok: true, jump: { type: "url", url: raw.url } };
  }
  if (raw.type !== "menu") return { ok: false, error: 'webContentUrl.type must be "menu" or "url"' };
  const productCode = code(raw.productCode, "productCode");
  if (!productCode.ok) return productCode;
  const moduleCode = code(raw.moduleCode, "moduleCode");
  if (!moduleCode.ok) return moduleCode;
  if (!productCode.value || !moduleCode.value) return { ok: false, error: "a menu link needs webContentUrl.productCode and webContentUrl.moduleCode" };
  const applicationCode = code(raw.applicationCode, "applicationCode");
  if (!applicationCode.ok) return applicationCode;
  const orgId = raw.orgId;
  if (orgId !== undefined && orgId !== null && orgId !== "" && (typeof orgId !== "string" || !ORG_ID_PATTERN.test(orgId))) {
    return { ok: false, error: "webContentUrl.orgId must be an org id" };
  }
  if (raw.url !== undefined && raw.url !== null && raw.url !== "" && !isSafeSameOriginPath(raw.url)) {
    return { ok: false, error: "webContentUrl.url must be a same-origin path" };
  }
  const extra = params(raw.extendParamers);
  if (!extra.ok) return extra;
  const jump: MessageJump = { type: "menu", productCode: productCode.value, moduleCode: moduleCode.value };
  if (applicationCode.value) jump.applicationCode = applicationCode.value;
  if (typeof orgId === "string" && orgId) jump.orgId = orgId;
  if (typeof raw.url === "string" && raw.url) jump.url = raw.url;
  if (extra.value) jump.extendParamers = extra.value;
  return { ok: true, jump };
}
