import { useState, type ComponentType, type CSSProperties } from "react";
import type { PlacedProps } from "#app/layout/placed";
import type { PlanItem } from "#app/layout/types";
import { usePlan } from "#app/shell/stores";
import { HEADER_SHRINK } from "./header-shrink";
import { HEADER_CSS, StyleRules } from "./header-css";
import { HeaderPhoneMore } from "./HeaderPhoneMore";
import { focusRing } from "#app/kit/styles/focus-visible";

/** SPEC §9 "Brand width bounds 384 to 600": the left area's width at rest and widened. */
export const BRAND_WIDTH_MIN = 384;
export const BRAND_WIDTH_MAX = 600;
const BRAND_COMPONENTS = new Set(["BrandLogo", "SystemTitle"]);
/** Between two items of the header. */
const ITEM_GAP = 6;
/** The left area and each of its parts: one row of items, as high as the header, free to shrink. */
const LEFT_ROW: CSSProperties = { display: "flex", alignItems: "center", gap: ITEM_GAP, height: "100%", minWidth: 0 };
/** How the left area and its parts widen and narrow. */
const LEFT_SLIDE = "max-width 200ms ease";

/**
 * The center and right slots lend their items to the header's one flex row (display: contents),
 * so that the header shares its width among all of them at once: the shortcuts and then the menu
 * bars give way first (HEADER_SHRINK), and nothing is drawn over anything else.
 */
function Slot({ items, region, Place }: { items: PlanItem[]; region: string; Place: ComponentType<PlacedProps> }) {
  return (
    <div data-slot={region} style={{ display: "contents" }}>
      {items.map((item) => (
        <HeaderItem key={item.id} item={item} region={region} Place={Place} />
      ))}
    </div>
  );
}

/** What a phone's or tablet's header keeps in its bar (HEADER_CSS, below 1024 px): the rest is in the "more" drawer (HeaderPhoneMore). The brand — logo and system name — stays at every width (ADR 055). */
const PHONE_BAR = new Set(["BrandLogo", "SystemTitle", "OrgSwitcher", "SearchBox", "MessageCenter"]);
/** Items of the left area that go to the drawer on a phone; the others before the brand (the app menu's button) stay. */
const PHONE_DRAWER_LEFT = new Set(["ParticipantOrgSelect"]);

/** Whether a header item stays in a phone's bar. */
export function keptOnPhone(component: string, region: string): boolean {
  return PHONE_BAR.has(component) || (region === "header.left" && !PHONE_DRAWER_LEFT.has(component));
}

/** One item of the header, marked with its component (the phone's rules fold it into the drawer unless kept). */
function HeaderItem({ item, region, Place }: { item: PlanItem; region: string; Place: ComponentType<PlacedProps> }) {
  return (
    <div data-header-item={item.component} data-phone-keep={keptOnPhone(item.component, region) || undefined} style={{ display: "contents" }}>
      <Place item={item} region={region} />
    </div>
  );
}

/**
 * How readily a part of the left area gives up width when the area is too narrow for both:
 * the part not in use gives way first, the one in use (hovered, focused; at rest the brand, so
 * that the system title reads in full) only once the other is at nothing.
 */
const PART_SHRINK = { inUse: 1, other: 1e6 } as const;

/**
 * SPEC §4 "The header left area toggles between brand and org, widening the active part on
 * hover": the brand (logo, title) and the org part (org switcher, participant org) share the
 * left area; the area widens from 384 to 600 px while a part is hovered or focused, unless the
 * scene's disableBrandSlide. Each part takes the width it needs while the area has it; when it
 * does not, the part not in use narrows (its text ends in an ellipsis), never the title beside
 * free room: at rest the org part gives way, while the org switcher is in use the brand does.
 */
function LeftArea({ items, slide, Place }: { items: PlanItem[]; slide: boolean; Place: ComponentType<PlacedProps> }) {
  const [active, setActive] = useState<"brand" | "org" | null>(null);
  // What the layout puts before the brand (the app menu's button on a phone) stays before it.
  const firstBrand = items.findIndex((item) => BRAND_COMPONENTS.has(item.component));
  const before = firstBrand < 0 ? [] : items.slice(0, firstBrand);
  const brand = items.filter((item) => BRAND_COMPONENTS.has(item.component));
  const org = items.filter((item, index) => !BRAND_COMPONENTS.has(item.component) && !(index < firstBrand));
  const current = slide ? active : null;
  const part = (name: "brand" | "org", list: PlanItem[]) =>
    list.length === 0 ? null : (
      <div
        data-part={name}
        onMouseEnter={() => setActive(name)}
        onFocus={() => setActive(name)}
        style={{
          ...LEFT_ROW,
          overflow: "hidden",
          flex: `0 ${(current ?? "brand") === name ? PART_SHRINK.inUse : PART_SHRINK.other} auto`,
          transition: LEFT_SLIDE,
        }}
      >
        {list.map((item) => (
          <HeaderItem key={item.id} item={item} region="header.left" Place={Place} />
        ))}
      </div>
    );
  return (
    <div
      data-slot="header.left"
      data-active-part={current ?? undefined}
      onMouseLeave={() => setActive(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(null);
      }}
      style={{
        ...LEFT_ROW,
        flex: `0 ${HEADER_SHRINK.left} auto`,
        maxWidth: current !== null ? BRAND_WIDTH_MAX : BRAND_WIDTH_MIN,
        transition: LEFT_SLIDE,
      }}
    >
      {before.map((item) => (
        <HeaderItem key={item.id} item={item} region="header.left" Place={Place} />
      ))}
      {part("brand", brand)}
      {part("org", org)}
    </div>
  );
}

/** Nothing to place: a header drawn without the registry's `Place` shows its frame only. */
function PlaceNothing() {
  return null;
}

/** How a header variant sets out its one row (SPEC §2 Classic and Simple portal types). */
type Density = "Classic" | "Simple";

/**
 * The portal header, drawn from the layout plan: height, colours and
 * background from the tenant's header theme; items per slot from the layout
 * definition, each drawn by `Place` (the registry's PlacedItem, which places this
 * header). Classic and Simple differ in their definitions and density.
 * All items stand in one row: the left area, the center items, then the right
 * items against the right edge. The right items keep their width; the menu bars
 * take what is left and fold the rest under "more" (HEADER_SHRINK).
 */
function PortalHeader({ item, density, Place = PlaceNothing }: PlacedProps & { density: Density }) {
  const { plan } = usePlan();
  const { header } = plan;
  if (!header.visible) return null;
  const simple = density === "Simple";
  const phoneDrawer = (["left", "center", "right"] as const).flatMap((slot) =>
    header.slots[slot].filter((placed) => !keptOnPhone(placed.component, `header.${slot}`)).map((placed) => ({ item: placed, region: `header.${slot}` })),
  );
  const background: CSSProperties = header.colors.backgroundImage
    ? { backgroundColor: header.colors.background, backgroundImage: header.colors.backgroundImage, backgroundSize: "cover", backgroundPosition: "center" }
    : { backgroundColor: header.colors.background };
  return (
    <header
      role="banner"
      data-portal-type={plan.portalType}
      data-header={item.component}
      style={{
        ...background,
        color: header.colors.text,
        // The keyboard's focus ring in the header's own text colour (app/kit/styles/focus-visible.ts).
        ...focusRing(header.colors.text),
        height: header.height,
        display: "flex",
        alignItems: "center",
        gap: ITEM_GAP,
        padding: simple ? "0 12px" : "0 20px",
        boxSizing: "border-box",
        boxShadow: simple ? "none" : "0 1px 4px rgba(0, 21, 41, 0.12)",
        position: "relative",
        zIndex: 10,
      }}
    >
      {/* The header's breakpoint rules: a style sheet, so the first paint is the hydrated one. */}
      <StyleRules css={HEADER_CSS} />
      <LeftArea items={header.slots.left} slide={header.brandSlide} Place={Place} />
      {/* Classic keeps a wider gap after the left area; the right side keeps to the right edge. */}
      {simple ? null : <div aria-hidden style={{ flex: "0 0 0px" }} />}
      <Slot items={header.slots.center} region="header.center" Place={Place} />
      <div aria-hidden data-header-spacer="" style={{ flex: "1 0 0px" }} />
      <Slot items={header.slots.right} region="header.right" Place={Place} />
      <div data-header-more-wrap="" style={{ display: "contents" }}>
        <HeaderPhoneMore items={phoneDrawer} Place={Place} />
      </div>
    </header>
  );
}

/** The Classic header (registry name `ClassicHeader`): roomy padding and a shadow under it. */
export function ClassicHeader(props: PlacedProps) {
  return <PortalHeader {...props} density="Classic" />;
}

/** The Simple header (registry name `SimpleHeader`): compact padding, no shadow. */
export function SimpleHeader(props: PlacedProps) {
  return <PortalHeader {...props} density="Simple" />;
}
