import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { forwardToPlatform } from "#app/platform-api/bff/forward.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => forwardToPlatform(request, params["*"] ?? "");
export const action = ({ request, params }: ActionFunctionArgs) => forwardToPlatform(request, params["*"] ?? "");
