import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";

export default function PortalAdminAudit() {
  return <ConsoleSectionPiece section="audit" />;
}
