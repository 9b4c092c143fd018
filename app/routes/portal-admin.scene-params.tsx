import { ConsoleSectionPiece } from "#app/features/admin-console/console-section-piece";

export default function PortalAdminSceneParams() {
  return <ConsoleSectionPiece section="scene-params" />;
}
