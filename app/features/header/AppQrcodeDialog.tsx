import { Modal, QRCode } from "antd";
import { useTranslation } from "react-i18next";

/** The app QR code of the user dropdown (SPEC §6): the portal's address to open on a phone. */
export function AppQrcodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t("header.appQrcode")} width={420} footer={null} onCancel={onClose} destroyOnHidden>
      <div style={{ display: "grid", justifyItems: "center", gap: 12 }}>
        <QRCode type="svg" value={typeof window === "undefined" ? "/portal/1/" : `${window.location.origin}/portal/1/`} aria-label={t("header.appQrcode")} />
        <p style={{ margin: 0 }}>{t("header.appQrcodeTip")}</p>
      </div>
    </Modal>
  );
}
