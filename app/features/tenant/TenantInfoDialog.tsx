import { Descriptions, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH } from "#app/kit/constants";
import type { Tenant } from "#app/types/generated/tenant";

/** SPEC §9: dialogs are 420 px wide. */

interface Props {
  open: boolean;
  tenant: Tenant;
  onClose: () => void;
}

/** Tenant info (SPEC §2 Dialogs): name, ID, administrator account, social credit code, company name. */
export function TenantInfoDialog({ open, tenant, onClose }: Props) {
  const { t } = useTranslation();
  const empty = t("tenant.info.empty");
  return (
    <Modal open={open} title={t("tenant.info.title")} width={DIALOG_WIDTH} onCancel={onClose} footer={null}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t("tenant.info.name")}>{tenant.name}</Descriptions.Item>
        <Descriptions.Item label={t("tenant.info.id")}>{tenant.id}</Descriptions.Item>
        <Descriptions.Item label={t("tenant.info.admin")}>{tenant.adminUserCode || empty}</Descriptions.Item>
        <Descriptions.Item label={t("tenant.info.creditCode")}>{tenant.creditCode || empty}</Descriptions.Item>
        <Descriptions.Item label={t("tenant.info.companyName")}>{tenant.companyName || empty}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
