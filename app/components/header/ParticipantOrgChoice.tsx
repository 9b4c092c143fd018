import { Select } from "antd";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usePortal } from "#app/portal/portal-context";
import { PARTICIPANT_ORG_SELECT_BOX } from "./participant-org-box";

/**
 * The participant-org select itself (antd Select, with rc-select and its virtual list):
 * choosing another org applies it to the identity and reloads the page for it.
 */
export function ParticipantOrgChoice({ externalEntityId }: { externalEntityId: string }) {
  const { participantOrgs = [], identity, currentPath, plan } = usePortal();
  const fetcher = useFetcher();
  const { t } = useTranslation();
  const current = participantOrgs.find((org) => org.id === identity?.participantOrgId) ?? participantOrgs[0];
  return (
    <Select
      size="small"
      variant="borderless"
      aria-label={t("identity.participantOrgLabel", { name: current?.name ?? "" })}
      value={current?.id}
      loading={fetcher.state !== "idle"}
      style={{ minWidth: PARTICIPANT_ORG_SELECT_BOX.minWidth, maxWidth: PARTICIPANT_ORG_SELECT_BOX.maxWidth, color: plan.header.colors.text, flexShrink: 0 }}
      popupMatchSelectWidth={false}
      options={participantOrgs.map((org) => ({ value: org.id, label: org.name }))}
      onChange={(participantOrgId: string) => {
        const form = new FormData();
        form.set("type", "participant");
        form.set("externalEntityId", externalEntityId);
        form.set("participantOrgId", participantOrgId);
        form.set("returnTo", currentPath);
        fetcher.submit(form, { method: "post", action: "/portal/session/identity" });
      }}
    />
  );
}
