import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";

export default function PortalAdminTransfer() {
  return <ConsoleSectionPiece section="transfer" />;
}
