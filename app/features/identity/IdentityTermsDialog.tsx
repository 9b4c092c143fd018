import { Button, Modal, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TERMS_COUNTDOWN_SECONDS } from "#app/kit/constants";
import { DIALOG_WIDTH } from "#app/kit/constants";

interface Props {
  open: boolean;
  /** 'Already read' was clicked; the caller stores the read flag (SPEC §3 Client storage). */
  onRead: () => void;
  onClose: () => void;
}

/**
 * The identity terms (SPEC §4 Identity switch): 'already read' is enabled only
 * after a 5-second countdown, which starts again each time the dialog opens.
 */
export function IdentityTermsDialog({ open, onRead, onClose }: Props) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(TERMS_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (!open) return;
    setSeconds(TERMS_COUNTDOWN_SECONDS);
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [open]);

  return (
    <Modal
      open={open}
      title={t("identity.termsTitle")}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      footer={
        <Button type="primary" disabled={seconds > 0} onClick={onRead}>
          {seconds > 0 ? t("identity.alreadyReadIn", { seconds }) : t("identity.alreadyRead")}
        </Button>
      }
    >
      <Typography.Paragraph>{t("identity.termsBody")}</Typography.Paragraph>
    </Modal>
  );
}
