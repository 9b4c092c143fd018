import type { LoaderFunctionArgs } from "@remix-run/node";
import { messagePageAddress } from "#app/features/messages/message-page-address.server";

/** SPEC §2 message-centre page station-message-read: the tenant's page of that code, query kept. */
export const loader = ({ request }: LoaderFunctionArgs) => messagePageAddress(request, "read");
