import { theme } from "antd";
import { useTranslation } from "react-i18next";

/** Grey bars where the header, the sidebar and the content will be. */
const BAR = (width: string, height: number, background: string) => ({ width, height, borderRadius: 4, background });

/**
 * What lies behind the identity list at entry (SPEC §4 Identity at entry) until an identity is
 * chosen: the page's outline in neutral grey, no user data — no name, tenant, menus, messages or
 * home — and no call for any (what the page shows depends on the identity, and a call made now
 * would name a context about to change, ADR 033).
 */
export function IdentityBackdrop() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const bar = token.colorFillSecondary;
  return (
    <div data-testid="identity-backdrop" aria-busy="true" style={{ minHeight: "100vh", display: "flex", flexDirection: "column", background: token.colorBgLayout }}>
      {/* The list's dialog names the step; this only says it for a reader who lands outside it. */}
      <p style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", margin: 0 }}>{t("identity.backdrop")}</p>
      <div aria-hidden style={{ height: 48, display: "flex", alignItems: "center", gap: 16, padding: "0 16px", background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <div style={BAR("160px", 20, bar)} />
        <div style={BAR("320px", 14, bar)} />
        <div style={{ marginLeft: "auto", ...BAR("96px", 20, bar) }} />
      </div>
      <div aria-hidden style={{ display: "flex", flex: "1 1 auto" }}>
        <div style={{ width: 208, background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }} />
        <div style={{ flex: "1 1 auto", padding: 16, display: "flex", flexDirection: "column", gap: 12 }}>
          <div style={BAR("40%", 18, bar)} />
          <div style={BAR("100%", 120, bar)} />
          <div style={BAR("70%", 18, bar)} />
        </div>
      </div>
    </div>
  );
}
