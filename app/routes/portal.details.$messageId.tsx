import type { LoaderFunctionArgs } from "@remix-run/node";
import { messagePageAddress } from "#app/features/messages/message-page-address.server";

/** SPEC §2 message-centre page /details/{messageId}: the tenant's details page showing that message, query kept. */
export const loader = ({ request, params }: LoaderFunctionArgs) => messagePageAddress(request, "details", params.messageId);
