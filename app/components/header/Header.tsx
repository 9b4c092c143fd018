import type { CSSProperties } from "react";
import { PlacedItem } from "#app/components/registry";
import type { PlanItem } from "#app/layout/types";
import { usePortal } from "#app/portal/portal-context";

function Slot({ items, region, style }: { items: PlanItem[]; region: string; style?: CSSProperties }) {
  return (
    <div data-slot={region} style={{ display: "flex", alignItems: "center", gap: 12, height: "100%", minWidth: 0, ...style }}>
      {items.map((item) => (
        <PlacedItem key={item.id} item={item} region={region} />
      ))}
    </div>
  );
}

/**
 * The portal header, drawn from the layout plan: height, colours and
 * background from the tenant's header theme; items per slot from the layout
 * definition. Classic and Simple differ in their definitions and density.
 */
export function Header() {
  const { plan } = usePortal();
  const { header } = plan;
  if (!header.visible) return null;
  const simple = plan.portalType === "Simple";
  const background: CSSProperties = header.colors.backgroundImage
    ? { backgroundColor: header.colors.background, backgroundImage: `url("${header.colors.backgroundImage}")`, backgroundSize: "cover", backgroundPosition: "center" }
    : { backgroundColor: header.colors.background };
  return (
    <header
      role="banner"
      data-portal-type={plan.portalType}
      style={{
        ...background,
        color: header.colors.text,
        height: header.height,
        display: "flex",
        alignItems: "center",
        gap: simple ? 12 : 24,
        padding: simple ? "0 12px" : "0 20px",
        boxSizing: "border-box",
        boxShadow: simple ? "none" : "0 1px 4px rgba(0, 21, 41, 0.12)",
        position: "relative",
        zIndex: 10,
      }}
    >
      <Slot items={header.slots.left} region="header.left" style={{ flex: "0 0 auto", maxWidth: "40%" }} />
      <Slot items={header.slots.center} region="header.center" style={{ flex: "1 1 0", overflow: "hidden" }} />
      <Slot items={header.slots.right} region="header.right" style={{ flex: "0 0 auto" }} />
    </header>
  );
}
