import { MenuOutlined } from "@ant-design/icons";
import { Link } from "@remix-run/react";
import { Button, Drawer, Layout, Menu, Typography } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { narrowerThan, SMALL_SCREENS, StyleRules } from "#app/kit/styles/small-screens";
import { CONSOLE_SECTIONS, type ConsoleSectionKey } from "./console-sections";

export interface ConsoleLayoutProps {
  tenantName: string;
  account: string;
  active: ConsoleSectionKey;
  children: ReactNode;
}

/** Class names of the console's frame, for its small-screen rules (ADR 056). */
const CLASS = { side: "portal-admin-side", navButton: "portal-admin-nav-button", who: "portal-admin-who", content: "portal-admin-content" } as const;

/**
 * Below 1024 px the side menu gives way to a menu button in the title bar that opens the same
 * sections in a drawer; below 768 px the tenant and account move into the drawer and the page's
 * padding narrows. Style sheets, not the window's width in script: the server's page and the
 * hydrated one are the same (app/kit/styles/small-screens.tsx).
 */
const CONSOLE_CSS =
  `.${CLASS.navButton}{display:none!important}` +
  `.${CLASS.content}{min-width:0;overflow-wrap:anywhere}` +
  `@media ${narrowerThan(SMALL_SCREENS.tablet)}{.${CLASS.side}{display:none}.${CLASS.navButton}{display:inline-flex!important}.${CLASS.content}{padding:16px!important}}` +
  `@media ${narrowerThan(SMALL_SCREENS.phone)}{.${CLASS.who}{display:none}.${CLASS.content}{padding:8px!important}.${CLASS.content} section:not([data-field-group]){padding:16px!important}}`;

function SectionsMenu({ active, onChoose }: { active: ConsoleSectionKey; onChoose?: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu
      mode="inline"
      selectedKeys={[active]}
      style={{ borderInlineEnd: 0 }}
      items={CONSOLE_SECTIONS.map((section) => ({
        key: section.key,
        label: (
          <Link to={section.path} aria-current={section.key === active ? "page" : undefined} onClick={onChoose}>
            {t(section.labelKey)}
          </Link>
        ),
      }))}
    />
  );
}

/**
 * The console's own page (ARCHITECTURE §1 `/portal-admin/`): a title bar with the tenant and
 * the way back to the portal, the sections in a side menu (in a drawer on small screens), and
 * the section.
 */
export function ConsoleLayout({ tenantName, account, active, children }: ConsoleLayoutProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <StyleRules css={CONSOLE_CSS} />
      <Layout.Header style={{ display: "flex", alignItems: "center", gap: 16, color: "#fff", paddingInline: 16 }}>
        <Button
          className={CLASS.navButton}
          type="text"
          icon={<MenuOutlined aria-hidden />}
          aria-label={t("adminConsole.schemaForm.openNav")}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          style={{ color: "#fff", flex: "none" }}
        />
        <Typography.Title level={1} style={{ color: "#fff", fontSize: 18, margin: 0, whiteSpace: "nowrap" }}>
          {t("adminConsole.title")}
        </Typography.Title>
        <span className={CLASS.who} style={{ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
          {t("adminConsole.tenant", { tenant: tenantName })}
        </span>
        <span aria-hidden style={{ flex: 1 }} />
        <span className={CLASS.who} style={{ whiteSpace: "nowrap" }}>
          {account}
        </span>
        <a href="/portal/1/" style={{ color: "#fff", whiteSpace: "nowrap" }}>
          {t("adminConsole.backToPortal")}
        </a>
      </Layout.Header>
      <div style={{ display: "flex", flex: 1, alignItems: "stretch", minWidth: 0 }}>
        <nav className={CLASS.side} aria-label={t("adminConsole.nav.label")} style={{ width: 220, flex: "none", background: "#fff", borderInlineEnd: "1px solid #f0f0f0" }}>
          <SectionsMenu active={active} />
        </nav>
        <Layout.Content className={CLASS.content} style={{ padding: 24, minWidth: 0 }}>
          {children}
        </Layout.Content>
      </div>
      <Drawer placement="left" open={open} onClose={() => setOpen(false)} width={280} title={t("adminConsole.title")} styles={{ body: { padding: 0 } }}>
        <div style={{ padding: "12px 24px", borderBottom: "1px solid #f0f0f0", color: "rgba(0, 0, 0, 0.65)" }}>
          <div>{t("adminConsole.tenant", { tenant: tenantName })}</div>
          <div>{account}</div>
        </div>
        <nav aria-label={t("adminConsole.nav.label")}>
          <SectionsMenu active={active} onChoose={() => setOpen(false)} />
        </nav>
      </Drawer>
    </Layout>
  );
}
