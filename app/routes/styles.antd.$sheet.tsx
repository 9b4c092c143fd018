import type { LoaderFunctionArgs } from "@remix-run/node";
import { antdSheetResponse } from "#app/kit/styles/antd-sheet.server";

/** GET /styles/antd/<file>: a theme's antd stylesheet (ADR 011). */
export function loader({ params, request }: LoaderFunctionArgs) {
  return antdSheetResponse(params.sheet ?? "", request.headers.get("accept-encoding"));
}
