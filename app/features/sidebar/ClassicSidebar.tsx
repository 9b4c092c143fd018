import type { PlacedProps } from "#app/layout/placed";
import { Sidebar } from "./Sidebar";

/** The Classic theme's left side (layout definitions `*.classic.json`, region sidebar). */
export function ClassicSidebar({ item }: PlacedProps) {
  return <Sidebar variant="classic" item={item} />;
}
