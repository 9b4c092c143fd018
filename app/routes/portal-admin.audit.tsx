import { AuditSection } from "#app/features/admin-console/sections";

export default function PortalAdminAudit() {
  return <AuditSection />;
}
