import type { ReactNode } from "react";
import { StyleRules } from "#app/kit/styles/small-screens";

const EDIT_GRID_CLASS = "portal-admin-edit-grid";
/** Below 1280 px the preview goes under what is edited (one column, nothing off-screen). */
const EDIT_GRID_CSS = `.${EDIT_GRID_CLASS}{grid-template-columns:minmax(0,1fr)}.${EDIT_GRID_CLASS}>*{min-width:0}@media (min-width:1280px){.${EDIT_GRID_CLASS}{grid-template-columns:minmax(360px,1fr) minmax(480px,1.4fr)}}`;

/**
 * What a console section edits with the real portal's preview beside it (ADR 020 "Preview",
 * ADR 055): two columns from 1280 px, the preview under the edit below that.
 */
export function EditBesidePreview({ preview, children }: { preview: ReactNode; children: ReactNode }) {
  return (
    <div className={EDIT_GRID_CLASS} style={{ display: "grid", gap: 24, alignItems: "start" }}>
      <StyleRules css={EDIT_GRID_CSS} />
      {children}
      {preview}
    </div>
  );
}
