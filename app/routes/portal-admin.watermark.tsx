import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";

export default function PortalAdminWatermark() {
  return <ConsoleSectionPiece section="watermark" />;
}
