import { App } from "antd";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { validateOrg } from "#app/platform-api/org-permission";
import { OrgSwitcherContainer } from "#app/features/org-switch/OrgSwitcherContainer";
import { useSession, useOrg, usePlan, usePortalActions } from "#app/shell/stores";
import type { OrgNode } from "#app/types/generated/org-node";

/**
 * The org switcher as the layout engine places it in the header. The platform
 * validates the chosen org first (SPEC §4 Org switch step 1: a guard that
 * rejects keeps the previous org); the shell then navigates with `?org=`.
 */
export function HeaderOrgSwitcher() {
  const { org } = useOrg();
  const { tenant } = useSession();
  const { plan } = usePlan();
  const actions = usePortalActions();
  const { message } = App.useApp();
  const { t } = useTranslation();

  // Stable across the portal's re-renders, so the kept org panel is not drawn again for nothing.
  const guard = useCallback(
    async (node: OrgNode): Promise<boolean> => {
      const answer = await validateOrg(node.id);
      if (answer.valid) return true;
      void message.warning(t(answer.reason === "categoryTip" ? "org.categoryTip" : "org.hasNoAuthTip"));
      return false;
    },
    [message, t],
  );
  const select = useCallback((node: OrgNode) => actions?.navigateToOrg(node.fullId || node.id), [actions]);
  if (!tenant) return null;

  return (
    <OrgSwitcherContainer
      tenantId={tenant.id}
      current={org ? { id: org.id, name: org.name } : null}
      beforeSelect={guard}
      onSelect={select}
      color={plan.header.colors.text}
    />
  );
}
