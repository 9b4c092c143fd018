import type { PlacedProps } from "#app/layout/placed";
import { Sidebar } from "./Sidebar";

/** The Simple (concise) theme's left side: a narrow aside, concise quick-select on (layout definitions `*.simple.json`). */
export function SimpleSidebar({ item }: PlacedProps) {
  return <Sidebar variant="simple" item={item} />;
}
