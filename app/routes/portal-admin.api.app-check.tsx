import type { ActionFunctionArgs } from "@remix-run/node";
import { appCheckAction } from "#app/features/admin-console/app-check/app-check-action.server";

/** ADR 060: a tenant admin's check of an app's entry (`POST`, `{ entry, kind }`). */
export const action = ({ request }: ActionFunctionArgs) => appCheckAction(request);

/** A GET asks nothing of the check: it needs a POST from the console's page. */
export const loader = () => Response.json({ success: false, data: null, errorCode: "405", errorMsg: "POST { entry, kind } to check an app's entry" }, { status: 405, headers: { allow: "POST" } });
