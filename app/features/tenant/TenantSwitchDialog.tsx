import { BankOutlined, UserOutlined } from "@ant-design/icons";
import { Alert, Empty, Input, Modal, Radio, Spin, Tag, Tooltip } from "antd";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { participantLabel, RADIO_GROUP_ROLE } from "#app/features/tenant/participant-label";
import { sortParticipants } from "#app/features/identity/identity-entry.rules";
import { canEnterTenant, showTenantSearch, tenantIcon, tenantTagTip } from "#app/features/tenant/tenant-selection.rules";
import { autoSelectIdentity, identityListDelayMs, tenantDialogConfirmDisabled } from "#app/features/tenant/tenant-switch.rules";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";
import type { Tenant } from "#app/types/generated/tenant";

/** SPEC §9: the tenant dialog is 550 px wide. */
export const TENANT_DIALOG_WIDTH = 550;

export interface TenantSwitchResult {
  tenantId: string;
  /** The participant identity to enter with; null enters as the tenant itself. */
  participant: ParticipantIdentity | null;
  /**
   * The user chose (or was given the only) identity in the dialog, so the tenant's page does
   * not ask again (SPEC §4 Tenant switch, Identity at entry): with `participant` null, the
   * tenant identity. False when the tenant had no identity list to choose from.
   */
  identityChosen: boolean;
}

interface Props {
  open: boolean;
  tenants: readonly Tenant[];
  /** The tenant the user is in now; marked in the list. */
  currentTenantId: string | null;
  loadIdentities: (tenantId: string) => Promise<ParticipantIdentity[]>;
  onConfirm: (result: TenantSwitchResult) => void;
  onCancel: () => void;
}

type IdentityState =
  | { phase: "idle" }
  | { phase: "loading" }
  | { phase: "failed"; message: string }
  | { phase: "loaded"; list: ParticipantIdentity[]; shown: boolean };

/**
 * The tenant switch dialog (SPEC §4 Tenant switch, §5, §6): pick a tenant, then —
 * when it has several identities — one of them; confirm emits both.
 */
export function TenantSwitchDialog({ open, tenants, currentTenantId, loadIdentities, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [identities, setIdentities] = useState<IdentityState>({ phase: "idle" });
  const [chosen, setChosen] = useState<ParticipantIdentity | null>(null);
  const [participant, setParticipant] = useState<ParticipantIdentity | null>(null);
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const searchable = showTenantSearch(tenants.length);
  const visibleTenants = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    return searchable && needle ? tenants.filter((tenant) => tenant.name.toLowerCase().includes(needle)) : tenants;
  }, [tenants, keyword, searchable]);
  const picked = tenants.find((tenant) => tenant.id === pickedId) ?? null;

  async function pick(tenant: Tenant) {
    if (!canEnterTenant(tenant)) return;
    const id = ++request.current;
    if (timer.current) clearTimeout(timer.current);
    setPickedId(tenant.id);
    setChosen(null);
    setParticipant(null);
    setIdentities({ phase: "loading" });
    let list: ParticipantIdentity[];
    try {
      list = sortParticipants(await loadIdentities(tenant.id));
    } catch (error) {
      if (id === request.current) setIdentities({ phase: "failed", message: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (id !== request.current) return;
    if (list.length > 1) {
      setIdentities({ phase: "loaded", list, shown: false });
      // SPEC §4, §9: the participant list appears after 300 ms.
      timer.current = setTimeout(() => {
        if (id === request.current) setIdentities({ phase: "loaded", list, shown: true });
      }, identityListDelayMs);
      return;
    }
    const auto = autoSelectIdentity(list);
    setChosen(auto.identity);
    setParticipant(auto.participant);
    setIdentities({ phase: "loaded", list, shown: false });
  }

  const identitiesShown = identities.phase === "loaded" && identities.shown;
  const confirmDisabled =
    identities.phase === "loading" || tenantDialogConfirmDisabled({ currentTenant: picked, identitiesShown, chosenIdentity: chosen });

  function confirm() {
    if (!picked || confirmDisabled) return;
    onConfirm({
      tenantId: picked.id,
      participant: identitiesShown ? (chosen?.external === true ? chosen : null) : participant,
      identityChosen: chosen !== null,
    });
  }

  return (
    <Modal
      open={open}
      title={t("tenant.switchTitle")}
      width={TENANT_DIALOG_WIDTH}
      onCancel={onCancel}
      onOk={confirm}
      okText={t("tenant.confirm")}
      cancelText={t("tenant.cancel")}
      okButtonProps={{ disabled: confirmDisabled }}
      destroyOnHidden
    >
      {searchable ? (
        <Input.Search
          aria-label={t("tenant.search")}
          placeholder={t("tenant.search")}
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {visibleTenants.length === 0 ? (
        <Empty description={t("tenant.noMatch")} />
      ) : (
        <Radio.Group
          {...RADIO_GROUP_ROLE}
          aria-label={t("tenant.list")}
          value={pickedId}
          style={{ display: "flex", flexDirection: "column", gap: 8, maxHeight: 320, overflowY: "auto" }}
        >
          {visibleTenants.map((tenant) => (
            <TenantRow key={tenant.id} tenant={tenant} current={tenant.id === currentTenantId} onPick={() => void pick(tenant)} />
          ))}
        </Radio.Group>
      )}
      {identities.phase === "loading" ? <Spin size="small" aria-label={t("tenant.loadingIdentities")} style={{ marginTop: 12 }} /> : null}
      {identities.phase === "failed" ? (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} message={t("tenant.identitiesFailed", { message: identities.message })} />
      ) : null}
      {identitiesShown ? (
        <div style={{ marginTop: 16 }}>
          <div id="tenant-participants-label" style={{ marginBottom: 8, fontWeight: 500 }}>
            {t("tenant.chooseParticipant")}
          </div>
          <Radio.Group
            {...RADIO_GROUP_ROLE}
            aria-labelledby="tenant-participants-label"
            value={chosen?.externalEntityId ?? null}
            onChange={(event) => setChosen(identities.list.find((i) => i.externalEntityId === event.target.value) ?? null)}
            style={{ display: "flex", flexDirection: "column", gap: 8 }}
          >
            {identities.list.map((identity) => (
              <Radio key={identity.externalEntityId} value={identity.externalEntityId}>
                {participantLabel(identity, t("tenant.thisEnterprise"))}
              </Radio>
            ))}
          </Radio.Group>
        </div>
      ) : null}
    </Modal>
  );
}

function TenantRow({ tenant, current, onPick }: { tenant: Tenant; current: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const tip = tenantTagTip(tenant);
  const personal = tenantIcon(tenant) === "personal";
  // SPEC §6: a disabled tenant's tip (admins and others read different ones) shows wherever the
  // user points at its row, and while its radio has the keyboard focus.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const row = (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
      {personal ? (
        <UserOutlined role="img" aria-label={t("tenant.personal")} data-icon="personal" />
      ) : (
        <BankOutlined role="img" aria-label={t("tenant.enterprise")} data-icon="enterprise" />
      )}
      <span>{tenant.name}</span>
      {current ? <Tag color="blue">{t("tenant.current")}</Tag> : null}
      {tip ? (
        <Tag color="red" aria-label={`${t("tenant.disabled")}: ${t(`tenant.${tip}`)}`}>
          {t("tenant.disabled")}
        </Tag>
      ) : null}
    </span>
  );
  return (
    <Radio value={tenant.id} disabled={!canEnterTenant(tenant)} onChange={onPick} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      {tip ? (
        <Tooltip title={t(`tenant.${tip}`)} open={hovered || focused} onOpenChange={setHovered} placement="top">
          {row}
        </Tooltip>
      ) : (
        row
      )}
    </Radio>
  );
}
