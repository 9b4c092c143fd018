import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";

export default function PortalAdminAnnouncements() {
  return <ConsoleSectionPiece section="announcements" />;
}
