import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";

export default function PortalAdminApps() {
  return <ConsoleSectionPiece section="apps" />;
}
