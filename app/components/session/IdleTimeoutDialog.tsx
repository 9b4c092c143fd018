import { Button, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH } from "#app/components/tenant/TenantInfoDialog";

interface Props {
  open: boolean;
  /** Logs out (SPEC §4 Idle timeout: confirming logs out). */
  onOk: () => void;
}

/** Above the shell's other dialogs and overlays (antd's 1000): nothing opened before may cover it. */
const ABOVE_OTHER_DIALOGS = 1100;

/**
 * SPEC §8 Idle logout: 'The current account has not performed any operations for a long
 * time, please log in again.' with OK. It cannot be dismissed: no close button, Esc and the
 * mask do nothing; OK is the only way on, and it logs out.
 */
export function IdleTimeoutDialog({ open, onOk }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t("errors.tips")}
      width={DIALOG_WIDTH}
      zIndex={ABOVE_OTHER_DIALOGS}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" autoFocus onClick={onOk}>
          {t("errors.ok")}
        </Button>
      }
    >
      <p role="alert">{t("idle.message")}</p>
    </Modal>
  );
}
