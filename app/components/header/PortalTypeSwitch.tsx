import { Alert, Modal } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiGet, apiSend } from "#app/api/client";
import type { PortalType } from "#app/layout/types";
import { reloadPage } from "./items/navigate";
import { ENABLE_TYPE_CONCISE, ENABLE_TYPE_LEGACY, portalTypeChange, portalTypeSync } from "#app/rules/portal-type";

/** SPEC §7: the user's portal type (theme-settings enableType). */
export const PORTAL_TYPE_PATH = "param/v4/user-param-values/theme-settings";

/** The platform answers the theme by name; the rules speak enableType 0 (legacy, Classic) and 1 (concise, Simple). */
function serverEnableType(answer: unknown): unknown {
  const type = typeof answer === "object" && answer !== null ? (answer as { enableType?: unknown }).enableType : null;
  return type === "Simple" ? ENABLE_TYPE_CONCISE : type === "Classic" ? ENABLE_TYPE_LEGACY : type;
}

/**
 * SPEC §4 "a mismatch with the server triggers a switch": when the page becomes visible
 * again, the user's portal type is read again; if another tab changed it, the page reloads
 * with it ("A portal type change reloads the page").
 */
export function usePortalTypeSync(current: PortalType, singleProduct: boolean): void {
  useEffect(() => {
    let busy = false;
    const check = () => {
      if (document.visibilityState !== "visible" || busy) return;
      busy = true;
      apiGet<unknown>(PORTAL_TYPE_PATH)
        .then((answer) => {
          if (portalTypeSync({ serverEnableType: serverEnableType(answer), current, singleProduct }).switchTo) reloadPage();
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    };
    document.addEventListener("visibilitychange", check);
    return () => document.removeEventListener("visibilitychange", check);
  }, [current, singleProduct]);
}

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
      await apiSend("POST", PORTAL_TYPE_PATH, { enableType: target });
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
