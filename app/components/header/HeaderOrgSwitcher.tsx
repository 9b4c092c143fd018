import { App } from "antd";
import { useTranslation } from "react-i18next";
import { apiGet } from "#app/api/client";
import { OrgSwitcherContainer } from "#app/components/org/OrgSwitcherContainer";
import { usePortal } from "#app/portal/portal-context";
import type { OrgNode } from "#app/types/generated/org-node";

/**
 * The org switcher as the layout engine places it in the header. The platform
 * validates the chosen org first (SPEC §4 Org switch step 1: a guard that
 * rejects keeps the previous org); the shell then navigates with `?org=`.
 */
export function HeaderOrgSwitcher() {
  const { org, tenant, plan, actions } = usePortal();
  const { message } = App.useApp();
  const { t } = useTranslation();
  if (!tenant) return null;

  async function guard(node: OrgNode): Promise<boolean> {
    const answer = await apiGet<{ valid?: boolean; reason?: string }>(`org-permission/v4/orgs/${encodeURIComponent(node.id)}/validate`);
    if (answer.valid) return true;
    void message.warning(t(answer.reason === "categoryTip" ? "org.categoryTip" : "org.hasNoAuthTip"));
    return false;
  }

  return (
    <OrgSwitcherContainer
      tenantId={tenant.id}
      current={org ? { id: org.id, name: org.name } : null}
      beforeSelect={guard}
      onSelect={(node) => actions?.navigateToOrg(node.fullId || node.id)}
      color={plan.header.colors.text}
    />
  );
}
