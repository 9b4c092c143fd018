import { Alert, Button, Checkbox, Empty, Modal, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH } from "#app/kit/constants";
import { RADIO_GROUP_ROLE } from "#app/features/tenant/participant-label";
import type { IdentityChange } from "#app/features/identity/identity-switch.rules";
import { identityDialogConfirmDisabled, termsTickable } from "#app/features/tenant/tenant-switch.rules";
import type { Identity } from "#app/types/generated/identity";
import { IdentityTermsDialog } from "./IdentityTermsDialog";

interface Props {
  open: boolean;
  identities: readonly Identity[];
  /** Whether the terms were read before (persistent 'identity terms read', SPEC §3). */
  termsRead: boolean;
  /** The terms were read now; the caller stores the flag. */
  onTermsRead: () => void;
  /** What switching to a business system changes (SPEC §4: the confirmation lists them); see `identityChanges`. */
  changesFor: (identity: Identity) => IdentityChange[];
  onConfirm: (identity: Identity) => void;
  onCancel: () => void;
}

/**
 * The business-system switch (SPEC §4 Identity switch: "Selecting an identity limits menus to
 * eight business systems; 'Default' restores all"): pick a system, tick the terms (only once they
 * were read), confirm the listed changes. Named apart from the identity switch, which chooses
 * among the identities of the entry (本企业 or a participant org): IdentitySwitchDialog.
 */
export function BusinessSystemDialog({ open, identities, termsRead, onTermsRead, changesFor, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(() => identities.find((i) => i.selected === true)?.code ?? null);
  const [ticked, setTicked] = useState(false);
  const [readNow, setReadNow] = useState(false);
  const [showTip, setShowTip] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const identity = identities.find((i) => i.code === code) ?? null;
  const read = termsTickable(termsRead || readNow);

  function tick(checked: boolean) {
    if (!read) {
      setShowTip(true);
      return;
    }
    setTicked(checked);
  }

  function markRead() {
    setReadNow(true);
    setShowTip(false);
    setTermsOpen(false);
    onTermsRead();
  }

  const changes = identity ? changesFor(identity) : [];
  const field = (change: IdentityChange) =>
    t("identity.change", { field: t(`identity.fields.${change.field}`), from: change.from ?? t("identity.none"), to: change.to ?? t("identity.none") });

  return (
    <>
      <Modal
        open={open}
        title={t("identity.businessSystem.switchTitle")}
        width={DIALOG_WIDTH}
        onCancel={onCancel}
        onOk={() => setConfirming(true)}
        okText={t("identity.confirm")}
        cancelText={t("identity.cancel")}
        okButtonProps={{ disabled: identityDialogConfirmDisabled({ identity, termsTicked: ticked }) }}
      >
        {identities.length === 0 ? (
          <Empty description={t("identity.businessSystem.noneAvailable")} />
        ) : (
          <Radio.Group
            {...RADIO_GROUP_ROLE}
            aria-label={t("identity.businessSystem.list")}
            value={code}
            onChange={(event) => setCode(String(event.target.value))}
            style={{ display: "flex", flexDirection: "column", gap: 8, marginBottom: 16 }}
          >
            {identities.map((item) => (
              <Radio key={item.code} value={item.code}>
                {item.code === "Default" ? t("identity.types.default") : item.name}
              </Radio>
            ))}
          </Radio.Group>
        )}
        <div style={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 4 }}>
          <Checkbox checked={ticked} onChange={(event) => tick(event.target.checked)} aria-describedby={showTip ? "identity-terms-tip" : undefined}>
            {t("identity.termsAgree")}
          </Checkbox>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setTermsOpen(true)}>
            {t("identity.termsLink")}
          </Button>
        </div>
        {showTip ? <Alert id="identity-terms-tip" type="info" showIcon role="status" message={t("identity.termsTips")} style={{ marginTop: 8 }} /> : null}
      </Modal>
      <IdentityTermsDialog open={termsOpen} onRead={markRead} onClose={() => setTermsOpen(false)} />
      <Modal
        open={confirming}
        title={t("identity.businessSystem.confirmTitle")}
        width={DIALOG_WIDTH}
        onCancel={() => setConfirming(false)}
        onOk={() => {
          setConfirming(false);
          if (identity) onConfirm(identity);
        }}
        okText={t("identity.confirm")}
        cancelText={t("identity.cancel")}
      >
        {changes.length === 0 ? (
          <p>{t("identity.noChanges")}</p>
        ) : (
          <>
            <p>{t("identity.businessSystem.confirmIntro")}</p>
            <ul aria-label={t("identity.businessSystem.confirmTitle")}>
              {changes.map((change) => (
                <li key={change.field}>{field(change)}</li>
              ))}
            </ul>
          </>
        )}
      </Modal>
    </>
  );
}
