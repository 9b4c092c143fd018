import { Link } from "@remix-run/react";
import { Layout, Menu, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CONSOLE_SECTIONS, type ConsoleSectionKey } from "./console-sections";

export interface ConsoleLayoutProps {
  tenantName: string;
  account: string;
  active: ConsoleSectionKey;
  children: ReactNode;
}

/**
 * The console's own page (ARCHITECTURE §1 `/portal-admin/`): a title bar with the tenant and
 * the way back to the portal, the sections in a side menu, and the section.
 */
export function ConsoleLayout({ tenantName, account, active, children }: ConsoleLayoutProps) {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Header style={{ display: "flex", alignItems: "center", gap: 16, color: "#fff", paddingInline: 24 }}>
        <Typography.Title level={1} style={{ color: "#fff", fontSize: 18, margin: 0 }}>
          {t("adminConsole.title")}
        </Typography.Title>
        <span>{t("adminConsole.tenant", { tenant: tenantName })}</span>
        <span style={{ marginInlineStart: "auto" }}>{account}</span>
        <a href="/portal/1/" style={{ color: "#fff" }}>
          {t("adminConsole.backToPortal")}
        </a>
      </Layout.Header>
      <div style={{ display: "flex", flex: 1, alignItems: "stretch" }}>
        <nav aria-label={t("adminConsole.nav.label")} style={{ width: 220, flex: "none", background: "#fff", borderInlineEnd: "1px solid #f0f0f0" }}>
          <Menu
            mode="inline"
            selectedKeys={[active]}
            style={{ borderInlineEnd: 0 }}
            items={CONSOLE_SECTIONS.map((section) => ({ key: section.key, label: (
                <Link to={section.path} aria-current={section.key === active ? "page" : undefined}>
                  {t(section.labelKey)}
                </Link>
              ),
            }))}
          />
        </nav>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>{children}</Layout.Content>
      </div>
    </Layout>
  );
}
