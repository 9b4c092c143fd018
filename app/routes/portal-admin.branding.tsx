import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";

export default function PortalAdminBranding() {
  return <ConsoleSectionPiece section="branding" />;
}
