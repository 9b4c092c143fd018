import { generalDictionaryHandlers } from "./general-dictionary";
import { identificationHandlers } from "./identification";
import { orgPermissionHandlers } from "./org-permission";
import { tenantUserHandlers } from "./tenant-user";

/** Every upstream service's handlers, for a server that stands in for the whole platform. */
export const handlers = [...orgPermissionHandlers, ...generalDictionaryHandlers, ...tenantUserHandlers, ...identificationHandlers];
