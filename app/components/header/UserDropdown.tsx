import { IdcardOutlined, InfoCircleOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { usePortal } from "#app/portal/portal-context";
import { showTenantSwitchButton } from "#app/rules/tenant-selection";

/** SPEC §7: logout goes through portal/v4/logout with a login page that calls back to the portal. */
export const LOGOUT_HREF = `/api/portal/v4/logout?serviceUrl=${encodeURIComponent("/login/?redirectUrl=%2Fportal%2F1%2F")}`;

/** The user dropdown: who is signed in, in which tenant, and logout. */
export function UserDropdown() {
  const { user, tenant, tenants, identities = [], singleProduct = false, plan, actions } = usePortal();
  const { t } = useTranslation();
  if (!user) return null;
  const name = user.nickname || user.accountName;
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        onClick: ({ key }) => {
          if (key === "switchTenant") actions?.openTenantSwitch();
          if (key === "tenantInfo") actions?.openTenantInfo();
          if (key === "switchIdentity") actions?.openIdentitySwitch();
        },
        items: [
          { key: "tenant", disabled: true, label: tenant ? t("header.tenant", { name: tenant.name }) : user.accountName },
          { type: "divider" },
          ...(actions && tenant ? [{ key: "tenantInfo", icon: <InfoCircleOutlined />, label: t("header.tenantInfo") }] : []),
          ...(actions && showTenantSwitchButton(tenants.length) ? [{ key: "switchTenant", icon: <SwapOutlined />, label: t("header.switchTenant") }] : []),
          ...(actions && identities.length > 0 && !singleProduct ? [{ key: "switchIdentity", icon: <IdcardOutlined />, label: t("header.switchIdentity") }] : []),
          { key: "logout", icon: <LogoutOutlined />, label: <a href={LOGOUT_HREF}>{t("header.logout")}</a> },
        ],
      }}
    >
      <button
        type="button"
        aria-label={t("header.userMenu", { name })}
        style={{ display: "flex", alignItems: "center", gap: 8, background: "none", border: 0, color: plan.header.colors.text, cursor: "pointer", height: "100%", padding: "0 8px", fontSize: 14 }}
      >
        <Avatar size="small" icon={<UserOutlined />} aria-hidden />
        <span>{name}</span>
      </button>
    </Dropdown>
  );
}
