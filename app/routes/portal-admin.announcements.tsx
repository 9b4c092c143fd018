import { AnnouncementsSection } from "#app/features/admin-console/announcements-section/AnnouncementsSection";

export default function PortalAdminAnnouncements() {
  return <AnnouncementsSection />;
}
