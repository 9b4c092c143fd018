import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";

export default function PortalAdminEntries() {
  return <ConsoleSectionPiece section="entries" />;
}
