import type { ReactNode } from "react";
import { StyleRules } from "#app/kit/styles/small-screens";

/**
 * How the edit and the preview share the width: a form beside the preview from 1280 px (the
 * preview the wider); a table (an entry list, whose names and actions need room) beside it only
 * from 1440 px, in halves. Below that the preview goes under the edit (one column, nothing
 * off-screen, nothing squeezed).
 */
const SPLITS = {
  form: { from: 1280, columns: "minmax(360px,1fr) minmax(480px,1.4fr)" },
  table: { from: 1440, columns: "minmax(520px,1fr) minmax(420px,1fr)" },
} as const;

export type EditSplit = keyof typeof SPLITS;

const gridClass = (split: EditSplit) => `portal-admin-edit-grid-${split}`;
const gridCss = (split: EditSplit) => {
  const name = gridClass(split);
  const { from, columns } = SPLITS[split];
  return `.${name}{grid-template-columns:minmax(0,1fr)}.${name}>*{min-width:0}@media (min-width:${from}px){.${name}{grid-template-columns:${columns}}}`;
};

/** What a console section edits with the real portal's preview beside it (ADR 020 "Preview", ADR 055). */
export function EditBesidePreview({ preview, split = "form", children }: { preview: ReactNode; split?: EditSplit; children: ReactNode }) {
  return (
    <div className={gridClass(split)} style={{ display: "grid", gap: 24, alignItems: "start" }}>
      <StyleRules css={gridCss(split)} />
      {children}
      {preview}
    </div>
  );
}
