import { WatermarkSection } from "#app/features/admin-console/watermark-section/WatermarkSection";

export default function PortalAdminWatermark() {
  return <WatermarkSection />;
}
