import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EnterprisePortalPage } from "#app/features/content/pages/EnterprisePortalPage";
import { loadEnterprisePortal } from "#app/shell/entry-pages.server";

export const meta: MetaFunction = () => [{ title: "Enterprise portal" }];

export const loader = ({ request }: LoaderFunctionArgs) => loadEnterprisePortal(request);

/** SPEC §2 /enterprise/portal/ (same origin). */
export default function EnterprisePortalRoute() {
  return <EnterprisePortalPage {...useLoaderData<typeof loader>()} />;
}
