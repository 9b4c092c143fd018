import { Alert, Modal } from "antd";
import { useInRouterContext, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
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
 * at the platform (POST theme-settings with enableType), then the page is drawn again under it:
 * in the portal, its data is asked again in place and the other type drawn without a new
 * document (ADR 066); the dialog closes once it is. Outside a router (stories), the page reloads.
 */
export function PortalTypeSwitchDialog(props: Props) {
  return useInRouterContext() ? <RedrawnInPlace {...props} /> : <SwitchDialog {...props} redraw={reloadPage} redrawing={false} />;
}

/** The route's data asked again (every loader runs, the saved type among them); closes when it has arrived. */
function RedrawnInPlace(props: Props) {
  const revalidator = useRevalidator();
  const [asked, setAsked] = useState(false);
  const loading = useRef(false);
  const { onClose } = props;
  useEffect(() => {
    if (!asked) return;
    if (revalidator.state === "loading") loading.current = true;
    else if (loading.current) {
      loading.current = false;
      setAsked(false);
      onClose();
    }
  }, [asked, revalidator.state, onClose]);
  return (
    <SwitchDialog
      {...props}
      redrawing={asked}
      redraw={() => {
        setAsked(true);
        revalidator.revalidate();
      }}
    />
  );
}

function SwitchDialog({ open, current, singleProduct, onClose, redraw, redrawing }: Props & { redraw(): void; redrawing: boolean }) {
  const { t } = useTranslation();
  // The type switched from, kept while the page is drawn again (the header's `current` turns to the new one first).
  const [from, setFrom] = useState<PortalType | null>(null);
  const shown = redrawing && from ? from : current;
  const target: PortalType = shown === "Classic" ? "Simple" : "Classic";
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    // The platform stores the theme by name ("Classic" | "Simple").
    if (!portalTypeChange(target, current, singleProduct)) return onClose();
    setSaving(true);
    setError(null);
    try {
      await saveUserThemeSettings(target);
      setFrom(current);
      redraw();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
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
      confirmLoading={saving || redrawing}
      destroyOnHidden
    >
      <p>{t("header.portalSwitchBody", { from: t(`header.portalType.${shown}`), to: t(`header.portalType.${target}`) })}</p>
      {error ? <Alert type="error" showIcon message={t("header.portalSwitchFailed", { message: error })} /> : null}
    </Modal>
  );
}
