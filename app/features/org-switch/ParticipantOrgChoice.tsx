import { Select } from "antd";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useSession, useOrg, usePlan } from "#app/shell/stores";
import { PARTICIPANT_ORG_SELECT_STYLE } from "./participant-org-style";

/**
 * The participant-org select itself (antd Select, with rc-select and its virtual list):
 * choosing another org applies it to the identity and reloads the page for it. Drawn in place
 * of its look-alike, it opens or takes the focus if the user asked for that meanwhile.
 */
export function ParticipantOrgChoice({ externalEntityId, defaultOpen, autoFocus }: { externalEntityId: string; defaultOpen?: boolean; autoFocus?: boolean }) {
  const { participantOrgs = [] } = useOrg();
  const { identity } = useSession();
  const { currentPath, plan } = usePlan();
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
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
      style={{ ...PARTICIPANT_ORG_SELECT_STYLE, color: plan.header.colors.text }}
      // The chosen org is written in the header's text colour, as its look-alike was (antd's
      // selector sets its own dark text, unreadable on a dark header).
      labelRender={({ label }) => <span style={{ color: plan.header.colors.text }}>{label}</span>}
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
