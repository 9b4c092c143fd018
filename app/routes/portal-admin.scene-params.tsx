import { SceneParamsSection } from "#app/features/admin-console/sections";

export default function PortalAdminSceneParams() {
  return <SceneParamsSection />;
}
