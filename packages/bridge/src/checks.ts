/**
 * Shape checks of bridge messages for the SDK, written out by hand so a hosted app needs no
 * schema compiler (its page may run under `script-src 'self'`, where ajv cannot compile).
 * They state the same rules as schemas/bridge-message.schema.json, which the shell applies;
 * tests/unit/bridge-protocol.test.ts runs one table through both and fails when they differ.
 */
import {
  APP_MESSAGE_TYPES,
  BRIDGE_LOCALES,
  BRIDGE_PROTOCOL,
  CODE_MAX,
  MESSAGE_LEVELS,
  MESSAGE_TEXT_MAX,
  PATH_MAX,
  QUERY_ENTRIES_MAX,
  QUERY_VALUE_MAX,
  SHELL_MESSAGE_TYPES,
  TITLE_MAX,
  type AppMessage,
  type BridgeContext,
  type ShellMessage,
} from "./protocol.ts";

/** What is wrong with a value, or null when nothing is. */
export type Problem = string | null;

type Fields = Record<string, unknown>;

const CONTROL = /[\u0000-\u001F\u007F]/u;
/** Message text may break lines and hold tabs; no other control characters. */
const TEXT_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/u;
const CODE = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/u;
const MENU_ID = /^[A-Za-z0-9_-]+$/u;
const MENU_ID_MAX = 64;
const QUERY_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/u;
/** Same origin, under /portal/, no whitespace, control characters, backslashes or dot segments (plain or %2e). */
const PORTAL_PATH = /^(?!.*\/(\.|%2[eE]){1,2}([/?#]|$))\/portal\/[^\s\\\u0000-\u001F\u007F]*$/u;
const COLOR =
  /^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+|1\.0+|\d{1,3}%)\s*)?\))$/u;
const ID_MAX = 128;
const NAME_MAX = 512;
const FULL_ID_MAX = 2048;
const ORG_TYPE_MAX = 64;
const TIME_MAX = 8_640_000_000_000_000;

/** Length in characters (code points), as JSON Schema counts it. */
function length(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

function isObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The object has every required field and no field beyond `required` and `optional`. */
function fieldsProblem(value: unknown, where: string, required: readonly string[], optional: readonly string[] = []): Problem {
  if (!isObject(value)) return `${where} must be an object`;
  for (const key of required) if (!Object.hasOwn(value, key)) return `${where} lacks "${key}"`;
  for (const key of Object.keys(value)) {
    if (!required.includes(key) && !optional.includes(key)) return `${where} has an unknown field "${key}"`;
  }
  return null;
}

function stringProblem(value: unknown, where: string, min: number, max: number, control = CONTROL): Problem {
  if (typeof value !== "string") return `${where} must be a string`;
  const n = length(value);
  if (n < min || n > max) return `${where} must be ${min}–${max} characters`;
  if (control.test(value)) return `${where} must not hold control characters`;
  return null;
}

function codeProblem(value: unknown, where: string): Problem {
  return stringProblem(value, where, 1, CODE_MAX) ?? (CODE.test(value as string) ? null : `${where} must be letters, digits and . _ : - (a letter or digit first)`);
}

function nullable(value: unknown, check: (value: unknown) => Problem): Problem {
  return value === null ? null : check(value);
}

function first(...problems: (() => Problem)[]): Problem {
  for (const problem of problems) {
    const found = problem();
    if (found) return found;
  }
  return null;
}

/** A tab title: 1–64 characters, not only spaces, no control characters. */
export function titleProblem(value: unknown): Problem {
  return stringProblem(value, "title", 1, TITLE_MAX) ?? (/\S/u.test(value as string) ? null : "title must not be blank");
}

/** A message text: 1–200 characters, not only spaces; line breaks and tabs allowed. */
export function messageTextProblem(value: unknown): Problem {
  return stringProblem(value, "text", 1, MESSAGE_TEXT_MAX, TEXT_CONTROL) ?? (/\S/u.test(value as string) ? null : "text must not be blank");
}

/** A portal path for `navigate`: "/portal/…", up to 2048 characters, no dot segments, spaces or backslashes. */
export function portalPathProblem(value: unknown): Problem {
  if (typeof value !== "string") return "path must be a string";
  if (length(value) > PATH_MAX) return `path must be at most ${PATH_MAX} characters`;
  return PORTAL_PATH.test(value) ? null : 'path must be a portal path ("/portal/…") without spaces, backslashes or dot segments';
}

function queryProblem(value: unknown): Problem {
  if (!isObject(value)) return "query must be an object";
  const entries = Object.entries(value);
  if (entries.length > QUERY_ENTRIES_MAX) return `query must have at most ${QUERY_ENTRIES_MAX} entries`;
  for (const [name, item] of entries) {
    if (!QUERY_NAME.test(name)) return `query name "${name}" must be a letter or _ and then letters, digits, _ . - (up to 64)`;
    const problem = stringProblem(item, `query "${name}"`, 0, QUERY_VALUE_MAX);
    if (problem) return problem;
  }
  return null;
}

function openMenuProblem(value: unknown): Problem {
  if (isObject(value) && Object.hasOwn(value, "menuId")) {
    return first(
      () => fieldsProblem(value, "payload", ["menuId"], ["query"]),
      () => stringProblem(value.menuId, "menuId", 1, MENU_ID_MAX) ?? (MENU_ID.test(value.menuId as string) ? null : "menuId must be letters, digits, _ and -"),
      () => (value.query === undefined ? null : queryProblem(value.query)),
    );
  }
  return first(
    () => fieldsProblem(value, "payload", ["productCode", "menuCode"], ["query"]),
    () => codeProblem((value as Fields).productCode, "productCode"),
    () => codeProblem((value as Fields).menuCode, "menuCode"),
    () => ((value as Fields).query === undefined ? null : queryProblem((value as Fields).query)),
  );
}

function trackProblem(value: unknown): Problem {
  return first(
    () => fieldsProblem(value, "payload", ["gid", "timeStamp", "menuCode"]),
    () => codeProblem((value as Fields).gid, "gid"),
    () => {
      const time = (value as Fields).timeStamp;
      return typeof time === "number" && Number.isInteger(time) && time >= 0 && time <= TIME_MAX ? null : "timeStamp must be a whole number of milliseconds since 1970";
    },
    () => codeProblem((value as Fields).menuCode, "menuCode"),
  );
}

const emptyPayload = (value: unknown): Problem => fieldsProblem(value, "payload", []);

const APP_PAYLOAD: Record<AppMessage["type"], (payload: unknown) => Problem> = {
  ready: emptyPayload,
  navigate: (payload) => fieldsProblem(payload, "payload", ["path"]) ?? portalPathProblem((payload as Fields).path),
  "open-menu": openMenuProblem,
  "close-tab": emptyPayload,
  "retitle-tab": (payload) => fieldsProblem(payload, "payload", ["title"]) ?? titleProblem((payload as Fields).title),
  activity: emptyPayload,
  "open-search": emptyPayload,
  track: trackProblem,
  unauthorized: emptyPayload,
  message: (payload) =>
    fieldsProblem(payload, "payload", ["level", "text"]) ??
    ((MESSAGE_LEVELS as readonly unknown[]).includes((payload as Fields).level) ? null : `level must be one of ${MESSAGE_LEVELS.join(", ")}`) ??
    messageTextProblem((payload as Fields).text),
};

function envelopeProblem(value: unknown, types: readonly string[]): Problem {
  return first(
    () => fieldsProblem(value, "message", ["bridge", "type", "payload"]),
    () => ((value as Fields).bridge === BRIDGE_PROTOCOL ? null : `bridge must be "${BRIDGE_PROTOCOL}"`),
    () => (types.includes((value as Fields).type as string) ? null : `type must be one of ${types.join(", ")}`),
  );
}

/** What is wrong with a message an app sends to the shell, or null when it is a valid request. */
export function appMessageProblem(value: unknown): Problem {
  return envelopeProblem(value, APP_MESSAGE_TYPES) ?? APP_PAYLOAD[(value as AppMessage).type]((value as AppMessage).payload);
}

/** True when `value` is a valid request of the protocol. */
export function isAppMessage(value: unknown): value is AppMessage {
  return appMessageProblem(value) === null;
}

const idProblem = (where: string) => (value: unknown) => stringProblem(value, where, 1, ID_MAX);
const nameProblem = (where: string) => (value: unknown) => stringProblem(value, where, 0, NAME_MAX);
const colorProblem = (where: string) => (value: unknown) => (typeof value === "string" && COLOR.test(value) ? null : `${where} must be a colour (#rgb, #rrggbb, rgb(), rgba())`);

/** What is wrong with a context (tenant, org, identity, user, locale, menu, theme), or null. */
export function contextProblem(value: unknown): Problem {
  const context = value as Fields;
  return first(
    () => fieldsProblem(value, "context", ["tenant", "org", "identity", "user", "locale", "menu", "theme"]),
    () =>
      nullable(context.tenant, (tenant) =>
        first(() => fieldsProblem(tenant, "tenant", ["id", "name"]), () => idProblem("tenant.id")((tenant as Fields).id), () => nameProblem("tenant.name")((tenant as Fields).name)),
      ),
    () =>
      nullable(context.org, (org) => {
        const o = org as Fields;
        return first(
          () => fieldsProblem(org, "org", ["id", "fullId", "name", "type"]),
          () => idProblem("org.id")(o.id),
          () => stringProblem(o.fullId, "org.fullId", 1, FULL_ID_MAX),
          () => nameProblem("org.name")(o.name),
          () => stringProblem(o.type, "org.type", 0, ORG_TYPE_MAX),
        );
      }),
    () =>
      nullable(context.identity, (identity) => {
        const i = identity as Fields;
        return first(
          () => fieldsProblem(identity, "identity", ["type", "externalEntityId", "participantOrgId"]),
          () => (i.type === "tenant" || i.type === "participant" ? null : 'identity.type must be "tenant" or "participant"'),
          () => nullable(i.externalEntityId, idProblem("identity.externalEntityId")),
          () => nullable(i.participantOrgId, idProblem("identity.participantOrgId")),
        );
      }),
    () =>
      nullable(context.user, (user) =>
        first(() => fieldsProblem(user, "user", ["id", "nickname"]), () => idProblem("user.id")((user as Fields).id), () => nameProblem("user.nickname")((user as Fields).nickname)),
      ),
    () => ((BRIDGE_LOCALES as readonly unknown[]).includes(context.locale) ? null : `locale must be one of ${BRIDGE_LOCALES.join(", ")}`),
    () =>
      nullable(context.menu, (menu) => {
        const m = menu as Fields;
        return first(
          () => fieldsProblem(menu, "menu", ["id", "code", "productCode", "name"]),
          () => idProblem("menu.id")(m.id),
          () => stringProblem(m.code, "menu.code", 0, CODE_MAX),
          () => stringProblem(m.productCode, "menu.productCode", 0, CODE_MAX),
          () => nameProblem("menu.name")(m.name),
        );
      }),
    () => {
      const theme = context.theme as Fields;
      return first(
        () => fieldsProblem(theme, "theme", ["colorPrimary", "headerBg", "headerColor", "siderBg"]),
        () => colorProblem("theme.colorPrimary")(theme.colorPrimary),
        () => colorProblem("theme.headerBg")(theme.headerBg),
        () => colorProblem("theme.headerColor")(theme.headerColor),
        () => colorProblem("theme.siderBg")(theme.siderBg),
      );
    },
  );
}

/** What is wrong with a message the shell sends to an app (`context`, `context-change`), or null. */
export function shellMessageProblem(value: unknown): Problem {
  return envelopeProblem(value, SHELL_MESSAGE_TYPES) ?? contextProblem((value as ShellMessage).payload);
}

/** True when `value` is a valid `context` or `context-change` message. */
export function isShellMessage(value: unknown): value is ShellMessage {
  return shellMessageProblem(value) === null;
}

/** True when `value` is a valid context. */
export function isBridgeContext(value: unknown): value is BridgeContext {
  return contextProblem(value) === null;
}
