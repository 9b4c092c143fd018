import { Radio, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { RADIO_GROUP_ROLE } from "#app/features/tenant/participant-label";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";
import { identityOption } from "./current-identity.rules";

interface Props {
  identities: readonly ParticipantIdentity[];
  /** The externalEntityId picked, or null. */
  value: string | null;
  onChange: (externalEntityId: string) => void;
  /** The id of the element that names the group. */
  labelledBy: string;
  /** The identity the page works as, marked as such (the identity switch); none at entry. */
  currentId?: string | null;
}

/**
 * The identities of the entry as radios (SPEC §4 Identity at entry, Identity switch; §6
 * participant_admin first, as listed): each named once (identityOption), its role or context
 * beside it when that says more, and the one in use marked "current".
 */
export function IdentityOptions({ identities, value, onChange, labelledBy, currentId = null }: Props) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      {...RADIO_GROUP_ROLE}
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => onChange(String(event.target.value))}
      style={{ display: "flex", flexDirection: "column", gap: 8, maxHeight: 360, overflowY: "auto" }}
    >
      {identities.map((identity) => {
        const { name, detail } = identityOption(identity, t("tenant.thisEnterprise"));
        return (
          <Radio key={identity.externalEntityId} value={identity.externalEntityId}>
            {name}
            {/* rgba(0,0,0,0.65) on white: 5.7:1 (WCAG 1.4.3). */}
            {detail ? <span style={{ marginLeft: 8, color: "rgba(0,0,0,0.65)" }}>{detail}</span> : null}
            {identity.externalEntityId === currentId ? (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                {t("identity.current")}
              </Tag>
            ) : null}
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
