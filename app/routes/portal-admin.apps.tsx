import { AppsSection } from "#app/features/admin-console/apps-section/AppsSection";

export default function PortalAdminApps() {
  return <AppsSection />;
}
