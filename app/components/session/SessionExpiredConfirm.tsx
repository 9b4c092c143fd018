import { Button, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH } from "#app/components/tenant/TenantInfoDialog";

interface Props {
  open: boolean;
  /** Goes to the login page (SPEC §4 Invalid token, token-check setting on). */
  onOk: () => void;
}

/** SPEC §8 Invalid token: 'Tips' / 'Login information has expired, please log in again' / OK. */
export function SessionExpiredConfirm({ open, onOk }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t("errors.tips")}
      width={DIALOG_WIDTH}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={<Button type="primary" onClick={onOk}>{t("errors.ok")}</Button>}
    >
      <p role="alert">{t("errors.expired")}</p>
    </Modal>
  );
}
