import { Button, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH } from "#app/kit/constants";

interface Props {
  open: boolean;
  /** Cancelling the notice logs out (SPEC §4 Login flow). */
  onCancel: () => void;
}

/** The disabled-system notice (SPEC §4 Login flow, §8): a non-admin cannot enter a single disabled tenant. */
export function TenantDisabledDialog({ open, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t("tenant.tips")}
      width={DIALOG_WIDTH}
      onCancel={onCancel}
      maskClosable={false}
      footer={<Button type="primary" onClick={onCancel}>{t("tenant.ok")}</Button>}
    >
      <p role="alert">{t("tenant.disabledNotice")}</p>
    </Modal>
  );
}
