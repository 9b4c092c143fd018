import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { requireTenantAdmin, type ConsoleRefusal } from "#app/features/admin-console/console-access.server";
import { consoleStrings } from "#app/features/admin-console/console-strings";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { ConsoleLayout } from "#app/features/admin-console/ConsoleLayout";
import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";
import { sectionOfPath } from "#app/features/admin-console/console-sections";
import { ForbiddenPage } from "#app/features/admin-console/ForbiddenPage";
import { PreviewMarkerContext } from "#app/features/admin-console/preview-marker-context";

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const admin = await requireTenantAdmin(request);
  // The sections' code is loaded by the console only (ADR 044), and is at hand when the page renders.
  await ConsoleSectionPiece.preload();
  return admin;
};

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
  const strings = consoleStrings[normaliseLocale(root?.locale) ?? DEFAULT_LOCALE];
  return [{ title: typeof strings.title === "string" ? strings.title : "" }];
};

export default function PortalAdminRoute() {
  const { tenant, account, previewMarker } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <ConsoleI18n>
      <ConsoleLayout tenantName={tenant.name} account={account} active={sectionOfPath(pathname)}>
        <PreviewMarkerContext.Provider value={previewMarker}>
          <Outlet />
        </PreviewMarkerContext.Provider>
      </ConsoleLayout>
    </ConsoleI18n>
  );
}

/** A user who is not an admin of the tenant: the 403 page, in the page's language; anything else goes to the root boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const refusal = error.data as Partial<ConsoleRefusal> | null;
    return (
      <ConsoleI18n>
        <ForbiddenPage tenantName={typeof refusal?.tenantName === "string" ? refusal.tenantName : ""} />
      </ConsoleI18n>
    );
  }
  throw error;
}
