import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { usePortal } from "#app/portal/portal-context";

/** A round button of the side toolbar in the theme colour; `label` is its accessible name and tooltip. */
export const ToolbarButton = forwardRef<HTMLButtonElement, Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label"> & { label: string; icon: ReactNode }>(
  function ToolbarButton({ label, icon, style, ...rest }, ref) {
    const { plan } = usePortal();
    return (
      <button
        ref={ref}
        type="button"
        aria-label={label}
        title={label}
        {...rest}
        style={{
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
          ...style,
        }}
      >
        <span aria-hidden style={{ display: "inline-flex" }}>
          {icon}
        </span>
      </button>
    );
  },
);
