import { BrandingSection } from "#app/features/admin-console/sections";

export default function PortalAdminBranding() {
  return <BrandingSection />;
}
