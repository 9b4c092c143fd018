import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The sketch's frame: a page 64 × 40, drawn in the console's greys with the choice in its accent. */
const W = 64;
const H = 40;
const PAGE = "#F0F2F5";
const LINE = "#BFC5CE";
const DARK = "#1F3A5F";
const ACCENT = "#1677FF";
const SOFT = "#D6E4FF";

/** A page's plain parts (a header band and a content area), under the choice's own drawing. */
function Page({ header = true, children }: { header?: boolean; children?: ReactNode }) {
  return (
    <>
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={3} fill={PAGE} stroke={LINE} />
      {header ? <rect x={1} y={1} width={W - 2} height={6} rx={2} fill={LINE} /> : null}
      {children}
    </>
  );
}

/** Each region component's sketch: what it looks like on the page, the part it draws in the accent. */
const SKETCHES: Record<string, ReactNode> = {
  ClassicHeader: (
    <Page header={false}>
      <rect x={1} y={1} width={W - 2} height={9} rx={2} fill={DARK} />
      <rect x={4} y={3.5} width={4} height={4} rx={1} fill={ACCENT} />
      {[12, 20, 28, 36].map((x) => (
        <rect key={x} x={x} y={4.5} width={6} height={2} rx={1} fill="#FFFFFF" />
      ))}
      <circle cx={56} cy={5.5} r={1.6} fill="#FFFFFF" />
      <rect x={4} y={14} width={56} height={22} rx={2} fill="#FFFFFF" />
    </Page>
  ),
  SimpleHeader: (
    <Page header={false}>
      <rect x={1} y={1} width={W - 2} height={7} rx={2} fill={ACCENT} />
      <rect x={4} y={2.5} width={4} height={4} rx={1} fill="#FFFFFF" />
      <rect x={24} y={3} width={16} height={3} rx={1.5} fill="#FFFFFF" />
      <rect x={14} y={11} width={46} height={25} rx={2} fill="#FFFFFF" />
      <rect x={4} y={11} width={8} height={25} rx={1} fill={LINE} />
    </Page>
  ),
  ClassicSidebar: (
    <Page>
      <rect x={1} y={8} width={16} height={31} fill={ACCENT} />
      {[12, 17, 22, 27].map((y) => (
        <rect key={y} x={4} y={y} width={10} height={2} rx={1} fill="#FFFFFF" />
      ))}
      <rect x={20} y={11} width={40} height={25} rx={2} fill="#FFFFFF" />
    </Page>
  ),
  SimpleSidebar: (
    <Page>
      <rect x={1} y={8} width={7} height={31} fill={ACCENT} />
      {[12, 18, 24, 30].map((y) => (
        <circle key={y} cx={4.5} cy={y} r={1.5} fill="#FFFFFF" />
      ))}
      <rect x={11} y={11} width={49} height={25} rx={2} fill="#FFFFFF" />
    </Page>
  ),
  TabBar: (
    <Page>
      <rect x={1} y={8} width={W - 2} height={6} fill={SOFT} />
      <rect x={4} y={9} width={12} height={5} rx={1} fill={ACCENT} />
      <rect x={18} y={9.5} width={12} height={4.5} rx={1} fill="#FFFFFF" />
      <rect x={32} y={9.5} width={12} height={4.5} rx={1} fill="#FFFFFF" />
      <rect x={4} y={17} width={56} height={19} rx={2} fill="#FFFFFF" />
    </Page>
  ),
  SideToolbar: (
    <Page>
      <rect x={4} y={11} width={48} height={25} rx={2} fill="#FFFFFF" />
      {[18, 25, 32].map((y) => (
        <circle key={y} cx={57.5} cy={y} r={2.6} fill={ACCENT} />
      ))}
    </Page>
  ),
  Watermark: (
    <Page>
      <rect x={4} y={11} width={56} height={25} rx={2} fill="#FFFFFF" />
      {[
        [8, 30],
        [26, 30],
        [44, 30],
        [14, 20],
        [32, 20],
      ].map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={12} height={2} rx={1} fill={ACCENT} opacity={0.55} transform={`rotate(-20 ${x! + 6} ${y! + 1})`} />
      ))}
    </Page>
  ),
  ContentViewport: (
    <Page>
      <rect x={4} y={11} width={56} height={25} rx={2} fill={SOFT} stroke={ACCENT} />
      <rect x={8} y={15} width={24} height={3} rx={1.5} fill={ACCENT} />
      <rect x={8} y={21} width={44} height={2} rx={1} fill={ACCENT} opacity={0.5} />
      <rect x={8} y={26} width={38} height={2} rx={1} fill={ACCENT} opacity={0.5} />
    </Page>
  ),
  TripartiteFrame: (
    <Page header={false}>
      <rect x={4} y={4} width={56} height={32} rx={2} fill="#FFFFFF" stroke={ACCENT} strokeWidth={1.5} />
      <rect x={4} y={4} width={56} height={5} rx={2} fill={SOFT} />
      <circle cx={32} cy={23} r={7} fill="none" stroke={ACCENT} strokeWidth={1.2} />
      <ellipse cx={32} cy={23} rx={3} ry={7} fill="none" stroke={ACCENT} strokeWidth={1} />
      <line x1={25} y1={23} x2={39} y2={23} stroke={ACCENT} strokeWidth={1} />
    </Page>
  ),
  BrowserUpgradeBanner: (
    <Page header={false}>
      <rect x={1} y={1} width={W - 2} height={7} rx={2} fill="#FFE58F" stroke="#D48806" strokeWidth={0.8} />
      <circle cx={5} cy={4.5} r={1.8} fill="#D48806" />
      <rect x={9} y={3.5} width={30} height={2} rx={1} fill="#874D00" />
      <rect x={1} y={9} width={W - 2} height={5} fill={LINE} />
      <rect x={4} y={17} width={56} height={19} rx={2} fill="#FFFFFF" />
    </Page>
  ),
};

/** Whether a region component has a sketch of its own (else the plain page is drawn). */
export function hasLayoutChoicePicture(name: string): boolean {
  return Object.hasOwn(SKETCHES, name);
}

export interface LayoutChoicePictureProps {
  /** The region component's registered name (REGION_CHOICES). */
  name: string;
  /** Drawn width in px (the height follows, 64 : 40); default 64. */
  width?: number;
  /**
   * Decorative where the choice's name is written beside it (a list's option): hidden from
   * assistive technology. Otherwise the picture is an image whose text alternative says what it shows.
   */
  decorative?: boolean;
}

/**
 * A small picture of one region component of the layout (ADR 055): drawn by us as an inline
 * SVG sketch of the page with that part marked, so an admin choosing a header or a sidebar sees
 * what each choice looks like, not only its name. Its text alternative describes the sketch in
 * the admin's language.
 */
export function LayoutChoicePicture({ name, width = 64, decorative = false }: LayoutChoicePictureProps) {
  const { t } = useTranslation();
  const title = t(`adminConsole.layout.components.${name}`, { defaultValue: name });
  const described = t(`adminConsole.layoutPictures.${name}`, { defaultValue: "" });
  const alt = described ? t("adminConsole.layoutPictures.alt", { title, description: described }) : title;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={width}
      height={Math.round((width * H) / W)}
      {...(decorative ? { "aria-hidden": true, focusable: "false" } : { role: "img", "aria-label": alt })}
      data-layout-picture={name}
      style={{ flex: "none", display: "block" }}
    >
      {SKETCHES[name] ?? <Page />}
    </svg>
  );
}
