import type { MetaFunction } from "@remix-run/node";
import { BrowseHappyPage } from "#app/features/content/pages/BrowseHappyPage";

export const meta: MetaFunction = () => [{ title: "Browse happy" }];

export default function BrowseHappyRoute() {
  return <BrowseHappyPage />;
}
