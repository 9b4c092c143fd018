import { LayoutSection } from "#app/features/admin-console/layout-section/LayoutSection";

export default function PortalAdminLayout() {
  return <LayoutSection />;
}
