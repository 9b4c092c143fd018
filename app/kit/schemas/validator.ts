/**
 * The one ajv instance of the app, holding every schema in schemas/ (ARCHITECTURE §4).
 * Schemas are imported statically so the same module works on the server and in the
 * browser bundle.
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import announcement from "../../../schemas/announcement.schema.json";
import application from "../../../schemas/application.schema.json";
import bizOrgRelation from "../../../schemas/biz-org-relation.schema.json";
import envInfo from "../../../schemas/env-info.schema.json";
import envelope from "../../../schemas/envelope.schema.json";
import headerTheme from "../../../schemas/header-theme.schema.json";
import identityContext from "../../../schemas/identity-context.schema.json";
import identity from "../../../schemas/identity.schema.json";
import layoutOverride from "../../../schemas/layout-override.schema.json";
import layout from "../../../schemas/layout.schema.json";
import menuNode from "../../../schemas/menu-node.schema.json";
import menuWrite from "../../../schemas/menu-write.schema.json";
import microAppOrigins from "../../../schemas/micro-app-origins.schema.json";
import microAppWrite from "../../../schemas/micro-app-write.schema.json";
import microApp from "../../../schemas/micro-app.schema.json";
import navLogoAndName from "../../../schemas/nav-logo-and-name.schema.json";
import orgNode from "../../../schemas/org-node.schema.json";
import page from "../../../schemas/page.schema.json";
import participantIdentity from "../../../schemas/participant-identity.schema.json";
import projectStatus from "../../../schemas/project-status.schema.json";
import sceneParams from "../../../schemas/scene-params.schema.json";
import tenantList from "../../../schemas/tenant-list.schema.json";
import tenant from "../../../schemas/tenant.schema.json";
import user from "../../../schemas/user.schema.json";
import accountInfo from "../../../schemas/account-info.schema.json";
import bulletinItem from "../../../schemas/bulletin-item.schema.json";
import collectedMenu from "../../../schemas/collected-menu.schema.json";
import dashboard from "../../../schemas/dashboard.schema.json";
import entry from "../../../schemas/entry.schema.json";
import helpItem from "../../../schemas/help-item.schema.json";
import passwordRules from "../../../schemas/password-rules.schema.json";
import portalConfig from "../../../schemas/portal-config.schema.json";
import portalTypeSetting from "../../../schemas/portal-type-setting.schema.json";
import recentVisit from "../../../schemas/recent-visit.schema.json";
import securityLogItem from "../../../schemas/security-log-item.schema.json";
import sideEntry from "../../../schemas/side-entry.schema.json";
import weakPassword from "../../../schemas/weak-password.schema.json";
import workbenchConfig from "../../../schemas/workbench-config.schema.json";
import message from "../../../schemas/message.schema.json";
import textsByLocale from "../../../schemas/texts-by-locale.schema.json";
import bridgeMessage from "../../../schemas/bridge-message.schema.json";
import serverEnv from "../../../schemas/server-env.schema.json";
import watermark from "../../../schemas/watermark.schema.json";
import portalEntryWrite from "../../../schemas/portal-entry-write.schema.json";
import sideEntryWrite from "../../../schemas/side-entry-write.schema.json";
import dashboardWrite from "../../../schemas/dashboard-write.schema.json";
import helpUrlWrite from "../../../schemas/help-url-write.schema.json";
import tenantTransfer from "../../../schemas/tenant-transfer.schema.json";
import { isPortalLink, LINK_FORMAT } from "#packages/url-safety/src/link-format.ts";
import { toValidationErrors, type ValidationError } from "./validation-errors.ts";

/** Schema file names without `.schema.json`. */
export const SCHEMAS = {
  "portal-entry-write": portalEntryWrite,
  "side-entry-write": sideEntryWrite,
  "dashboard-write": dashboardWrite,
  "help-url-write": helpUrlWrite,
  "bridge-message": bridgeMessage,
  application,
  "biz-org-relation": bizOrgRelation,
  "env-info": envInfo,
  envelope,
  "header-theme": headerTheme,
  identity,
  "identity-context": identityContext,
  "layout-override": layoutOverride,
  layout,
  "menu-node": menuNode,
  "menu-write": menuWrite,
  "micro-app": microApp,
  "micro-app-origins": microAppOrigins,
  "micro-app-write": microAppWrite,
  "nav-logo-and-name": navLogoAndName,
  "org-node": orgNode,
  page,
  "participant-identity": participantIdentity,
  "project-status": projectStatus,
  "scene-params": sceneParams,
  "tenant-list": tenantList,
  tenant,
  user,
  "account-info": accountInfo,
  announcement,
  "bulletin-item": bulletinItem,
  "collected-menu": collectedMenu,
  dashboard,
  entry,
  "help-item": helpItem,
  "password-rules": passwordRules,
  "portal-config": portalConfig,
  "portal-type-setting": portalTypeSetting,
  "recent-visit": recentVisit,
  "security-log-item": securityLogItem,
  "side-entry": sideEntry,
  "weak-password": weakPassword,
  "workbench-config": workbenchConfig,
  message,
  "server-env": serverEnv,
  "texts-by-locale": textsByLocale,
  watermark,
  "tenant-transfer": tenantTransfer,
} as const;

export type SchemaName = keyof typeof SCHEMAS;

export type { ValidationError };

export type ValidationResult = { ok: true } | { ok: false; errors: ValidationError[] };

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  // A link field's format: the check the portal's pages make before they open a link (ARCHITECTURE §6).
  ajv.addFormat(LINK_FORMAT, { type: "string", validate: isPortalLink });
  for (const schema of Object.values(SCHEMAS)) ajv.addSchema(schema);
  return ajv;
}

const ajv = createAjv();

/** The `$id` of a schema, e.g. `https://portal.local/schemas/user.schema.json`. */
export function schemaId(name: SchemaName): string {
  return SCHEMAS[name].$id;
}

/**
 * Validates `data` against the named schema.
 * Returns `{ ok: true }` or the faults, one per pointer and message, each with a JSON
 * pointer. Throws only if `name` is not a known schema (a programming error).
 */
export function validate(name: SchemaName, data: unknown): ValidationResult {
  const check = ajv.getSchema(schemaId(name));
  if (!check) throw new Error(`No schema named "${name}" in schemas/`);
  if (check(data)) return { ok: true };
  return { ok: false, errors: toValidationErrors(check.errors ?? []) };
}
