import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";

export default function PortalAdminLayout() {
  return <ConsoleSectionPiece section="layout" />;
}
