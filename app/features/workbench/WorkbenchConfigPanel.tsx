import { Alert, Descriptions, Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { WorkbenchConfig } from "#app/types/generated/workbench-config";
import { tagColour } from "#app/kit/styles/tag-colour";

/** SPEC §2 /enterprise/portal/: the tenant's custom portal, same origin. */
export const ENTERPRISE_PORTAL_HREF = "/enterprise/portal/";

const HOME_TYPES = ["home", "workbench", "customPortal"] as const;

function YesNo({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return <Tag {...tagColour(value ? "green" : undefined)}>{value ? yes : no}</Tag>;
}

/** SPEC §3 Workbench config of the org: what the tenant publishes and what the portal opens as home. */
export function WorkbenchConfigPanel({ config }: { config: WorkbenchConfig }) {
  const { t } = useTranslation();
  const homeType = HOME_TYPES[config.portalHomeType] ?? "home";
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} aria-label={t("workbench.config.title")}>
        <Descriptions.Item label={t("workbench.config.portalWorkbench")}>
          <YesNo value={config.hasPortalWorkbench} yes={t("workbench.config.published")} no={t("workbench.config.notPublished")} />
        </Descriptions.Item>
        <Descriptions.Item label={t("workbench.config.userWorkbench")}>
          <YesNo value={config.hasUserWorkbench} yes={t("workbench.config.allowed")} no={t("workbench.config.notAllowed")} />
        </Descriptions.Item>
        <Descriptions.Item label={t("workbench.config.customPortal")}>
          <YesNo value={config.hasCustomPortal} yes={t("workbench.config.yes")} no={t("workbench.config.no")} />
        </Descriptions.Item>
        <Descriptions.Item label={t("workbench.config.homeType")}>{t(`workbench.config.homeTypes.${homeType}`)}</Descriptions.Item>
      </Descriptions>
      {config.hasCustomPortal ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("workbench.config.customPortalNotice")}
          action={
            <a href={ENTERPRISE_PORTAL_HREF} target="_blank" rel="noopener noreferrer">
              {t("workbench.config.openCustomPortal")}
            </a>
          }
        />
      ) : null}
    </>
  );
}
