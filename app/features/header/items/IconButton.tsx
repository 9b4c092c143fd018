import { forwardRef, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from "react";
import type { LayoutPlan } from "#app/layout/types";
import { usePlan } from "#app/shell/stores";

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label"> {
  /** The accessible name, in the active locale; also the tooltip. */
  label: string;
  icon: ReactNode;
  /** Text beside the icon (Classic shows some names; Simple only icons). */
  text?: ReactNode;
  /** A header item in the theme's element colour, or a round button of the side toolbar in the theme colour. */
  variant?: "header" | "toolbar";
}

/** The header's items: the element colour (headerOtherElementsColor) at the header's full height. */
function headerLook(plan: LayoutPlan): CSSProperties {
  return { display: "inline-flex", alignItems: "center", gap: 6, color: plan.header.colors.text, height: "100%", padding: "0 6px", fontSize: 16, whiteSpace: "nowrap", flexShrink: 0 };
}

const LOOKS: Record<NonNullable<IconButtonProps["variant"]>, (plan: LayoutPlan) => CSSProperties> = {
  header: (plan) => ({ ...headerLook(plan), background: "none", border: 0, cursor: "pointer" }),
  toolbar: (plan) => ({
    width: 40,
    height: 40,
    borderRadius: 20,
    border: 0,
    background: plan.tokens.colorPrimary,
    color: "#FFFFFF",
    cursor: "pointer",
    fontSize: 18,
    display: "grid",
    placeItems: "center",
    boxShadow: "0 2px 8px rgba(0, 0, 0, 0.16)",
  }),
};

/** The icon, hidden from assistive technology (the control's label names it), and the optional text. */
function IconAndText({ icon, text }: { icon: ReactNode; text?: ReactNode }) {
  return (
    <>
      <span aria-hidden style={{ display: "inline-flex" }}>
        {icon}
      </span>
      {text ? <span style={{ fontSize: 14 }}>{text}</span> : null}
    </>
  );
}

/**
 * An icon button of the header or of the side toolbar, named by `label` (also its tooltip).
 * Forwards its ref and event props so antd dropdowns and popovers can hang on it.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, icon, text, variant = "header", style, ...rest }, ref) {
  const { plan } = usePlan();
  return (
    <button ref={ref} type="button" aria-label={label} title={label} {...rest} style={{ ...LOOKS[variant](plan), ...style }}>
      <IconAndText icon={icon} text={text} />
    </button>
  );
});

/** A header link drawn like a header IconButton; the current page is underlined. */
export function HeaderLink({ label, icon, text, href, current }: { label: string; icon: ReactNode; text?: ReactNode; href: string; current?: boolean }) {
  const { plan } = usePlan();
  return (
    <a
      href={href}
      aria-label={label}
      title={label}
      aria-current={current ? "page" : undefined}
      style={{
        ...headerLook(plan),
        textDecoration: "none",
        borderBottom: current ? `2px solid ${plan.header.colors.text}` : "2px solid transparent",
        boxSizing: "border-box",
      }}
    >
      <IconAndText icon={icon} text={text} />
    </a>
  );
}

/** An icon button's width in the header: its 16 px icon and 6 px either side. */
export const HEADER_ICON_WIDTH = 28;

/**
 * The room of a header item whose data comes after hydration (help, dashboards, favourites),
 * kept while it loads — on the server's first paint too — so that the item comes in without
 * taking room from the menus beside it (the menus the first paint shows are those that stay).
 * Unseen, unnamed, out of the tab order.
 */
export function HeaderItemRoom() {
  return <span aria-hidden data-header-room="" style={{ display: "inline-block", width: HEADER_ICON_WIDTH, height: "100%", flexShrink: 0 }} />;
}
