import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { usePortal } from "#app/portal/portal-context";

export interface HeaderButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label"> {
  /** The accessible name, in the active locale; also the tooltip. */
  label: string;
  icon: ReactNode;
  /** Text beside the icon (Classic shows some names; Simple only icons). */
  text?: ReactNode;
}

/**
 * An icon button of the header in the theme's element colour (headerOtherElementsColor).
 * Forwards its ref and event props so antd dropdowns and popovers can hang on it.
 */
export const HeaderButton = forwardRef<HTMLButtonElement, HeaderButtonProps>(function HeaderButton({ label, icon, text, style, ...rest }, ref) {
  const { plan } = usePortal();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: 6,
        background: "none",
        border: 0,
        color: plan.header.colors.text,
        cursor: "pointer",
        height: "100%",
        padding: "0 6px",
        fontSize: 16,
        whiteSpace: "nowrap",
        ...style,
      }}
    >
      <span aria-hidden style={{ display: "inline-flex" }}>
        {icon}
      </span>
      {text ? <span style={{ fontSize: 14 }}>{text}</span> : null}
    </button>
  );
});

/** A header link styled like HeaderButton (same colour and size). */
export function HeaderLink({ label, icon, text, href, current }: { label: string; icon: ReactNode; text?: ReactNode; href: string; current?: boolean }) {
  const { plan } = usePortal();
  return (
    <a
      href={href}
      aria-label={label}
      title={label}
      aria-current={current ? "page" : undefined}
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: 6,
        color: plan.header.colors.text,
        height: "100%",
        padding: "0 6px",
        fontSize: 16,
        whiteSpace: "nowrap",
        textDecoration: "none",
        borderBottom: current ? `2px solid ${plan.header.colors.text}` : "2px solid transparent",
        boxSizing: "border-box",
      }}
    >
      <span aria-hidden style={{ display: "inline-flex" }}>
        {icon}
      </span>
      {text ? <span style={{ fontSize: 14 }}>{text}</span> : null}
    </a>
  );
}
