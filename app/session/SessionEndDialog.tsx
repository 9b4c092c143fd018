import { Button, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH } from "#app/kit/constants";

interface Props {
  open: boolean;
  /** The i18n key of what ended the session ("idle.message", "errors.expired"). */
  messageKey: string;
  /** The only way on: logs out, or goes to the login page. */
  onOk: () => void;
  /**
   * Drawn above the shell's other dialogs and overlays, with OK focused: nothing opened
   * before may cover it (the idle logout, which comes up whatever the user had left open).
   */
  overOtherDialogs?: boolean;
}

/** Above antd's 1000, where the shell's other dialogs and overlays are. */
const ABOVE_OTHER_DIALOGS = 1100;

/**
 * SPEC §8 Invalid token and Idle logout: 'Tips', the message, and OK. It cannot be dismissed:
 * no close button, Esc and the mask do nothing; OK is the only way on.
 */
export function SessionEndDialog({ open, messageKey, onOk, overOtherDialogs = false }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t("errors.tips")}
      width={DIALOG_WIDTH}
      zIndex={overOtherDialogs ? ABOVE_OTHER_DIALOGS : undefined}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" autoFocus={overOtherDialogs} onClick={onOk}>
          {t("errors.ok")}
        </Button>
      }
    >
      <p role="alert">{t(messageKey)}</p>
    </Modal>
  );
}
