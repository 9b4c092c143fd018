import { EntriesSection } from "#app/features/admin-console/entries-section/EntriesSection";

export default function PortalAdminEntries() {
  return <EntriesSection />;
}
