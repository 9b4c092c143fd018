import { Alert, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveUserThemeSettings } from "#app/platform-api/param";
import type { PortalType } from "#app/layout/types";
import { portalTypeChange } from "#app/layout/portal-type";
import { reloadPage } from "./items/navigate";

interface Props {
  open: boolean;
  current: PortalType;
  singleProduct: boolean;
  onClose(): void;
}

/**
 * SPEC §2 portal-type switch dialog, §4: switches Classic ↔ Simple. The choice is saved
 * at the platform (POST theme-settings with enableType), then the page reloads.
 */
export function PortalTypeSwitchDialog({ open, current, singleProduct, onClose }: Props) {
  const { t } = useTranslation();
  const target: PortalType = current === "Classic" ? "Simple" : "Classic";
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    // The platform stores the theme by name ("Classic" | "Simple").
    if (!portalTypeChange(target, current, singleProduct)) return onClose();
    setSaving(true);
    setError(null);
    try {
      await saveUserThemeSettings(target);
      reloadPage();
    } catch (failure) {
      setSaving(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Modal
      open={open}
      title={t("header.portalSwitchTitle")}
      width={420}
      onOk={() => void confirm()}
      onCancel={onClose}
      okText={t("header.portalSwitchConfirm", { type: t(`header.portalType.${target}`) })}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p>{t("header.portalSwitchBody", { from: t(`header.portalType.${current}`), to: t(`header.portalType.${target}`) })}</p>
      {error ? <Alert type="error" showIcon message={t("header.portalSwitchFailed", { message: error })} /> : null}
    </Modal>
  );
}
