import { Button, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH } from "#app/kit/constants";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";
import { IdentityOptions } from "./IdentityOptions";

interface Props {
  open: boolean;
  tenantName: string;
  /** The identities to choose from, participant_admin first (SPEC §6). */
  identities: readonly ParticipantIdentity[];
  /** Sends the choice; the page loads again under the identity. */
  onChoose: (identity: ParticipantIdentity) => void;
  onLogout: () => void;
  submitting?: boolean;
}

/**
 * The identity selection list at entry (SPEC §4 Identity at entry): shown when the
 * user has several identities in the tenant and none is stored. It cannot be
 * dismissed without a choice; logging out is the way out.
 */
export function IdentityEntryDialog({ open, tenantName, identities, onChoose, onLogout, submitting = false }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = identities.find((identity) => identity.externalEntityId === picked) ?? null;
  return (
    <Modal
      open={open}
      title={t("identity.entryTitle")}
      width={DIALOG_WIDTH}
      closable={false}
      maskClosable={false}
      keyboard={false}
      // ADR 068: the list is the page's content at entry, drawn at once rather than zoomed in, so it answers as soon as it is shown.
      transitionName=""
      maskTransitionName=""
      footer={[
        <Button key="logout" onClick={onLogout}>
          {t("identity.entryLogout")}
        </Button>,
        <Button key="enter" type="primary" disabled={!chosen} loading={submitting} onClick={() => chosen && onChoose(chosen)}>
          {t("identity.entryConfirm")}
        </Button>,
      ]}
    >
      {/* Enter on the chosen identity enters, as the primary button would. */}
      <div
        onKeyDown={(event) => {
          if (event.key !== "Enter" || !chosen || submitting) return;
          event.preventDefault();
          onChoose(chosen);
        }}
      >
        <p id="identity-entry-intro">{t("identity.entryIntro", { tenant: tenantName })}</p>
        <IdentityOptions identities={identities} value={picked} onChange={setPicked} labelledBy="identity-entry-intro" />
      </div>
    </Modal>
  );
}
