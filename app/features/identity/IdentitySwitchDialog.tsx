import { Alert, Modal, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH } from "#app/kit/constants";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";
import { isCurrentIdentity, type CurrentIdentity } from "./current-identity.rules";
import { IdentityOptions } from "./IdentityOptions";

interface Props {
  open: boolean;
  tenantId: string;
  /** The identity the page works as: marked in the list, and not offered as a switch. */
  current: CurrentIdentity | null;
  /** The user's identities in the tenant, as at entry (POST tenant-user/v4/users/extend-context). */
  loadIdentities: (tenantId: string) => Promise<ParticipantIdentity[]>;
  /** Sends the choice; the page is drawn again under it. */
  onConfirm: (identity: ParticipantIdentity) => void;
  onCancel: () => void;
  submitting?: boolean;
}

type Listing = { kind: "loading" } | { kind: "loaded"; identities: ParticipantIdentity[] } | { kind: "failed"; message: string };

/**
 * The identity switch of the user menu (SPEC §4 Identity switch: tenant versus participant
 * identity reloads theme, entries, menus and org): the same identities as the list at entry —
 * 本企业 and the participant orgs, participant_admin first — with the one in use marked and
 * chosen; Switch applies another. The business systems are BusinessSystemDialog.
 */
export function IdentitySwitchDialog({ open, tenantId, current, loadIdentities, onConfirm, onCancel, submitting = false }: Props) {
  const { t } = useTranslation();
  const [listing, setListing] = useState<Listing>({ kind: "loading" });
  const [picked, setPicked] = useState<string | null>(null);
  // Read when the list comes: the identity in use is picked to begin with.
  const currentRef = useRef(current);
  currentRef.current = current;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setListing({ kind: "loading" });
    loadIdentities(tenantId).then(
      (identities) => {
        if (!live) return;
        setListing({ kind: "loaded", identities });
        setPicked(identities.find((identity) => isCurrentIdentity(identity, currentRef.current))?.externalEntityId ?? null);
      },
      (error: unknown) => live && setListing({ kind: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [open, tenantId, loadIdentities]);

  const identities = listing.kind === "loaded" ? listing.identities : [];
  const chosen = identities.find((identity) => identity.externalEntityId === picked) ?? null;
  const currentId = identities.find((identity) => isCurrentIdentity(identity, current))?.externalEntityId ?? null;
  const changes = chosen !== null && chosen.externalEntityId !== currentId;

  return (
    <Modal
      open={open}
      title={t("identity.switchTitle")}
      width={DIALOG_WIDTH}
      onCancel={onCancel}
      onOk={() => chosen && changes && onConfirm(chosen)}
      okText={t("identity.switchConfirm")}
      cancelText={t("identity.cancel")}
      okButtonProps={{ disabled: !changes, loading: submitting }}
    >
      <p id="identity-switch-intro">{t("identity.switchIntro")}</p>
      {listing.kind === "loading" ? <Spin /> : null}
      {listing.kind === "failed" ? <Alert type="error" showIcon message={t("identity.loadFailed", { message: listing.message })} /> : null}
      {listing.kind === "loaded" ? <IdentityOptions identities={identities} value={picked} onChange={setPicked} labelledBy="identity-switch-intro" currentId={currentId} /> : null}
    </Modal>
  );
}
