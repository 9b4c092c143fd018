import { DownOutlined } from "@ant-design/icons";
import { ConfigProvider, theme } from "antd";
import { useContext, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import type { PortalOrg } from "#app/shell/portal-context";
import { useSession, useOrg, usePlan } from "#app/shell/stores";
import { showParticipantOrgDropdown } from "#app/features/identity/identity-entry.rules";
import { PARTICIPANT_ORG_SELECT_STYLE } from "./participant-org-style";

/**
 * The select's code (antd Select, rc-select, rc-virtual-list) loads when the pointer or the
 * focus first reaches the select: until then, and in the server's render, the page draws the
 * select's own markup with the current org, which antd's stylesheet styles as the select.
 */
const ParticipantOrgChoice = lazyPiece("features/org-switch/ParticipantOrgChoice", () => import("./ParticipantOrgChoice").then((m) => m.ParticipantOrgChoice), "none");

/** Keys that open a select from the keyboard. */
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp", "Enter", " "]);

/**
 * The participant-org dropdown of the header (SPEC §2 Layout): while the user acts
 * as a participant with more than one org, choosing another org applies it to the
 * identity and reloads the page for it.
 */
export function ParticipantOrgSelect() {
  const { participantOrgs = [] } = useOrg();
  const { identity } = useSession();
  if (identity?.type !== "participant" || !identity.externalEntityId || !showParticipantOrgDropdown(participantOrgs)) return null;
  return <ParticipantOrgSelectOnDemand externalEntityId={identity.externalEntityId} />;
}

function ParticipantOrgSelectOnDemand({ externalEntityId }: { externalEntityId: string }) {
  const [ready, setReady] = useState(false);
  // Asked for before the code was in: the select opens, or takes the focus, once drawn.
  const [asked, setAsked] = useState({ open: false, focus: false });
  const want = () => {
    if (!ready) void ParticipantOrgChoice.preload().then(() => setReady(true));
  };
  if (ready) return <ParticipantOrgChoice externalEntityId={externalEntityId} defaultOpen={asked.open} autoFocus={asked.focus} />;
  return (
    <SelectLookAlike
      onWant={want}
      onAsk={(ask) => {
        setAsked((before) => ({ ...before, ...ask }));
        want();
      }}
    />
  );
}

/**
 * What antd's small borderless Select draws for the current org (same classes, so the same
 * styles and size), with its combobox named as the select's. Reaching it loads the select.
 */
function SelectLookAlike({ onWant, onAsk }: { onWant: () => void; onAsk: (ask: { open?: boolean; focus?: boolean }) => void }) {
  const { participantOrgs = [] } = useOrg();
  const { identity } = useSession();
  const { plan } = usePlan();
  const { t } = useTranslation();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { hashId } = theme.useToken();
  const prefix = getPrefixCls("select");
  const current: PortalOrg | undefined = participantOrgs.find((org) => org.id === identity?.participantOrgId) ?? participantOrgs[0];
  const label = t("identity.participantOrgLabel", { name: current?.name ?? "" });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onAsk({ open: true, focus: true });
  };
  return (
    <div
      className={[prefix, `${prefix}-sm`, `${prefix}-borderless`, hashId, `${prefix}-single`, `${prefix}-show-arrow`].filter(Boolean).join(" ")}
      aria-label={label}
      style={{ ...PARTICIPANT_ORG_SELECT_STYLE, color: plan.header.colors.text }}
      onPointerEnter={onWant}
      onTouchStart={onWant}
      onMouseDown={() => onAsk({ open: true, focus: true })}
    >
      <div className={`${prefix}-selector`}>
        <span className={`${prefix}-selection-wrap`}>
          <span className={`${prefix}-selection-search`}>
            <input
              type="search"
              readOnly
              autoComplete="off"
              className={`${prefix}-selection-search-input`}
              role="combobox"
              aria-expanded={false}
              aria-haspopup="listbox"
              aria-autocomplete="list"
              aria-label={label}
              value=""
              style={{ opacity: 0 }}
              onFocus={() => onAsk({ focus: true })}
              onBlur={() => onAsk({ focus: false })}
              onKeyDown={onKeyDown}
            />
          </span>
          {current ? (
            <span className={`${prefix}-selection-item`} title={current.name}>
              {current.name}
            </span>
          ) : null}
        </span>
      </div>
      <span className={`${prefix}-arrow`} aria-hidden="true" style={{ userSelect: "none", WebkitUserSelect: "none" }}>
        <DownOutlined className={`${prefix}-suffix`} />
      </span>
    </div>
  );
}
