import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientAddressHeaders } from "#app/kit/http/client-address.server";
import { forwardToPlatform } from "#app/platform-api/bff/forward.server";

export const loader = ({ request, params, context }: LoaderFunctionArgs) => forwardToPlatform(request, params["*"] ?? "", clientAddressHeaders(context));
export const action = ({ request, params, context }: ActionFunctionArgs) => forwardToPlatform(request, params["*"] ?? "", clientAddressHeaders(context));
