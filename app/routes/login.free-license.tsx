import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExperienceCenterPage } from "#app/features/content/pages/ExperienceCenterPage";
import { loadExperienceCentre } from "#app/shell/entry-pages.server";

export const meta: MetaFunction = () => [{ title: "Experience centre" }];

export const loader = () => loadExperienceCentre();

/** SPEC §2 /login/free-license?viewMode=freeLicense. */
export default function ExperienceCentreRoute() {
  const { allowed } = useLoaderData<typeof loader>();
  return <ExperienceCenterPage allowed={allowed} />;
}
