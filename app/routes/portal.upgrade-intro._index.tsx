import type { MetaFunction } from "@remix-run/node";
import { UpgradeIntroPage } from "#app/features/content/pages/UpgradeIntroPage";

export const meta: MetaFunction = () => [{ title: "Upgrade" }];

export default function UpgradeIntroRoute() {
  return <UpgradeIntroPage />;
}
