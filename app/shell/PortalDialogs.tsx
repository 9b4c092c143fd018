import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { App } from "antd";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SESSION_EXPIRED_EVENT } from "#app/platform-api/client";
import { publicKey } from "#app/platform-api/identification";
import { loginRedirectHref } from "#app/platform-api/portal";
import { participantIdentities } from "#app/platform-api/tenant-user";
import { changeIdentity } from "#app/platform-api/workbench";
import { LOGOUT_HREF } from "#app/features/header/UserDropdown";
import { IdleTimeout } from "#app/session/IdleTimeout";
import { reloginRequest } from "#app/session/relogin-request";
import { SessionEndDialogPiece } from "#app/session/SessionEndDialogPiece";
import { tellParentOfLogout } from "../session/parent-logout";
import type { TenantSwitchResult } from "#app/features/tenant/TenantSwitchDialog";
import { lazyPiece, useShownOnce } from "#app/kit/lazy/lazy-piece";
import { encryptPassword } from "#app/features/login/encrypt-password";
import { onInvalidToken } from "#app/session/invalid-token.rules";
import { identityChanges } from "#app/features/identity/identity-switch.rules";
import { identityShortName, type CurrentIdentity } from "#app/features/identity/current-identity.rules";
import { CUSTOM_LOGOUT_HREF } from "#app/session/logout.rules";
import { isTrue, readStored, writeStored } from "#app/kit/client-storage";
import type { Identity } from "#app/types/generated/identity";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";
import type { Tenant } from "#app/types/generated/tenant";
import type { PortalActions } from "./portal-context";
import { submitDocumentForm } from "#app/kit/http/document-form";
import { leavingForAnotherContext } from "#app/shell/page-context.client";
import { TENANT_SWITCH_ERROR_PARAM, tenantSwitchErrorOf } from "#app/features/tenant/tenant-switch-return";
import { useHydrated } from "../kit/react/use-hydrated";
import { activateBlockingDialogWatch } from "#app/kit/react/blocking-dialog";
import { useInPreviewFrame } from "./preview-frame";

// Each dialog's code loads when it is first opened (or drawn open by the server).
const TenantSwitchDialog = lazyPiece("features/tenant/TenantSwitchDialog", () => import("#app/features/tenant/TenantSwitchDialog").then((m) => m.TenantSwitchDialog), "overlay");
const TenantInfoDialog = lazyPiece("features/tenant/TenantInfoDialog", () => import("#app/features/tenant/TenantInfoDialog").then((m) => m.TenantInfoDialog), "overlay");
const ReloginDialog = lazyPiece("session/ReloginDialog", () => import("#app/session/ReloginDialog").then((m) => m.ReloginDialog), "overlay");
const BusinessSystemDialog = lazyPiece("features/identity/BusinessSystemDialog", () => import("#app/features/identity/BusinessSystemDialog").then((m) => m.BusinessSystemDialog), "overlay");
const IdentitySwitchDialog = lazyPiece("features/identity/IdentitySwitchDialog", () => import("#app/features/identity/IdentitySwitchDialog").then((m) => m.IdentitySwitchDialog), "overlay");
const FirstVisitTips = lazyPiece("session/FirstVisitTips", () => import("#app/session/FirstVisitTips").then((m) => m.FirstVisitTips), "overlay");
const IdentityEntryDialog = lazyPiece("features/identity/IdentityEntryDialog", () => import("#app/features/identity/IdentityEntryDialog").then((m) => m.IdentityEntryDialog), "overlay");

type Open = "none" | "tenantSwitch" | "tenantInfo" | "relogin" | "identitySwitch" | "businessSystem" | "expiredConfirm";

interface SwitchAnswer {
  error?: { messageKey: string; detail?: string };
}

/**
 * The shell's context-switch dialogs. Header items open them through the
 * portal actions; confirming a tenant submits a form to /portal/session/tenant (a document
 * navigation, ADR 047), whose redirect loads the new tenant's page.
 */
interface Props {
  tenants: Tenant[];
  identities: Identity[];
  currentTenantId: string | null;
  account: string | null;
  initiallyOpen?: Open;
  /** SPEC §4 Identity at entry: the selection list to show, or null. */
  chooseIdentity?: ParticipantIdentity[] | null;
  /** The identity the page works as (marked in the identity switch), or null before one is settled. */
  identity?: CurrentIdentity | null;
  tenantName?: string;
  /** Where the identity choice returns to. */
  currentPath?: string;
  /** SPEC §4 Invalid token: the token-check setting asks to sign in again instead of the re-login dialog. */
  tokenCheck?: boolean;
  /** SPEC §4 Idle timeout: the header theme's loginSessionTimeout (hours), unvetted. */
  idleTimeoutHours?: unknown;
  children: (actions: PortalActions) => ReactNode;
}

export function PortalDialogs({
  tenants,
  identities,
  currentTenantId,
  account,
  initiallyOpen = "none",
  chooseIdentity = null,
  identity = null,
  tenantName = "",
  currentPath = "/portal/1/",
  tokenCheck = false,
  idleTimeoutHours,
  children,
}: Props) {
  const [open, setOpen] = useState<Open>(initiallyOpen);
  const identityFetcher = useFetcher<SwitchAnswer>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const inPreview = useInPreviewFrame();
  const location = useLocation();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const actions = useMemo<PortalActions>(
    () => ({
      openTenantSwitch: () => setOpen("tenantSwitch"),
      openTenantInfo: () => setOpen("tenantInfo"),
      openIdentitySwitch: () => setOpen("identitySwitch"),
      openBusinessSystemSwitch: () => setOpen("businessSystem"),
      navigateToOrg: (fullId: string) => {
        const search = new URLSearchParams(location.search);
        search.set("org", fullId);
        search.delete("orgId");
        navigate(`${location.pathname}?${search.toString()}`);
      },
    }),
    [navigate, location.pathname, location.search],
  );
  // While any of these dialogs (or another modal) is open, <html data-blocking-dialog> says so to
  // what lies outside React (a side entry's widget), and the page's popups and notices step aside.
  useEffect(() => activateBlockingDialogWatch(), []);
  const storageNs = { userId: account, tenantId: currentTenantId };
  const [termsRead, setTermsRead] = useState(false);
  useEffect(() => setTermsRead(readStored("local", "identityTermsRead", { userId: account, tenantId: currentTenantId }, isTrue) === true), [account, currentTenantId]);
  const selectedIdentity = identities.find((identity) => identity.selected) ?? null;

  async function confirmBusinessSystem(identity: Identity) {
    setOpen("none");
    try {
      await changeIdentity(identity.code);
      // SPEC §4: theme, entries, menus and org are loaded again for the new identity.
      window.location.reload();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }
  const current = tenants.find((tenant) => tenant.id === currentTenantId) ?? null;

  // SPEC §4 Invalid token: embedded in an outer page → log out and tell the parent; otherwise re-login.
  useEffect(() => {
    const onExpired = () => {
      const action = onInvalidToken({ embedded: window.parent !== window, tokenCheckSetting: tokenCheck });
      if (action === "logoutAndNotifyParent") {
        tellParentOfLogout();
        window.location.assign(LOGOUT_HREF);
        return;
      }
      setOpen(action === "confirmThenLogin" ? "expiredConfirm" : "relogin");
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [tokenCheck]);

  useEffect(() => {
    const error = identityFetcher.data?.error;
    if (identityFetcher.state === "idle" && error) void message.error(t(error.messageKey, { message: error.detail ?? "" }));
  }, [identityFetcher.state, identityFetcher.data, message, t]);

  // The identity switch's choice, said once the page is drawn under it (or its failure, as at entry).
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const sawSwitchBusy = useRef(false);
  useEffect(() => {
    if (switchingTo === null) return;
    if (identityFetcher.state !== "idle") {
      sawSwitchBusy.current = true;
      return;
    }
    if (!sawSwitchBusy.current) return;
    sawSwitchBusy.current = false;
    if (!identityFetcher.data?.error) void message.success(t("identity.switched", { name: switchingTo }));
    setSwitchingTo(null);
  }, [identityFetcher.state, identityFetcher.data, switchingTo, message, t]);

  function switchIdentity(chosen: ParticipantIdentity) {
    setOpen("none");
    setSwitchingTo(identityShortName(chosen, t("tenant.thisEnterprise")));
    chooseEntryIdentity(chosen);
  }

  function chooseEntryIdentity(identity: ParticipantIdentity) {
    const form = new FormData();
    if (identity.externalType === 1) {
      form.set("type", "participant");
      form.set("externalEntityId", identity.externalEntityId);
      if (identity.participantOrgId) form.set("participantOrgId", identity.participantOrgId);
    } else form.set("type", "tenant");
    form.set("returnTo", currentPath);
    identityFetcher.submit(form, { method: "post", action: "/portal/session/identity" });
  }

  // A switch that failed comes back to this page with its reason (ADR 047): said once, then taken out of the address.
  useEffect(() => {
    if (!hydrated) return;
    const reason = tenantSwitchErrorOf(window.location.search);
    if (!reason) return;
    void message.error(t(reason, { message: "" }));
    const url = new URL(window.location.href);
    url.searchParams.delete(TENANT_SWITCH_ERROR_PARAM);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [hydrated, message, t]);

  function confirm(result: TenantSwitchResult) {
    setOpen("none");
    const fields: Record<string, string> = { tenantId: result.tenantId, returnTo: currentPath };
    if (result.participant?.externalEntityId) fields["externalEntityId"] = result.participant.externalEntityId;
    if (result.participant?.participantOrgId) fields["participantOrgId"] = result.participant.participantOrgId;
    // The tenant identity chosen in the dialog holds too: the tenant's page does not ask again (SPEC §4).
    if (!result.participant && result.identityChosen) fields["identityType"] = "tenant";
    // ADR 047: the switch is a form the user's click submits as a top-level navigation, in this same task,
    // so the browser marks it as the user's own (Sec-Fetch-User); the server switches on nothing else.
    // The page's calls on their way are meant for the tenant it leaves: stopped, not answered (ADR 033).
    leavingForAnotherContext();
    submitDocumentForm("/portal/session/tenant", fields);
  }

  const drawn = {
    tenantSwitch: useShownOnce(open === "tenantSwitch"),
    tenantInfo: useShownOnce(open === "tenantInfo"),
    relogin: useShownOnce(open === "relogin"),
    identitySwitch: useShownOnce(open === "identitySwitch"),
    businessSystem: useShownOnce(open === "businessSystem"),
    expiredConfirm: useShownOnce(open === "expiredConfirm"),
  };

  return (
    <>
      {children(actions)}
      {drawn.tenantSwitch ? (
        // Drawn open only once hydrated (`?switchTenant=true`): the first frame is the server's.
        <TenantSwitchDialog open={open === "tenantSwitch" && hydrated} tenants={tenants} currentTenantId={currentTenantId} loadIdentities={participantIdentities} onConfirm={confirm} onCancel={() => setOpen("none")} />
      ) : null}
      {account && drawn.relogin ? (
        <ReloginDialog
          open={open === "relogin"}
          account={account}
          encrypt={async (plain) => encryptPassword((await publicKey()).publicKey, plain)}
          onSubmit={reloginRequest({ account, tenantId: currentTenantId ?? "", identity })}
          onSuccess={() => window.location.reload()}
        />
      ) : null}
      {drawn.identitySwitch && currentTenantId ? (
        <IdentitySwitchDialog
          open={open === "identitySwitch"}
          tenantId={currentTenantId}
          current={identity}
          loadIdentities={participantIdentities}
          submitting={identityFetcher.state !== "idle"}
          onConfirm={switchIdentity}
          onCancel={() => setOpen("none")}
        />
      ) : null}
      {drawn.businessSystem ? (
        <BusinessSystemDialog
          open={open === "businessSystem"}
          identities={identities}
          termsRead={termsRead}
          onTermsRead={() => {
            writeStored("local", "identityTermsRead", storageNs, true);
            setTermsRead(true);
          }}
          changesFor={(identity) =>
            identityChanges(
              { tenant: current, userType: "tenant", participant: null, identity: selectedIdentity },
              { tenant: current, userType: "tenant", participant: null, identity },
            )
          }
          onConfirm={(identity) => void confirmBusinessSystem(identity)}
          onCancel={() => setOpen("none")}
        />
      ) : null}
      {chooseIdentity && chooseIdentity.length > 0 ? (
        <IdentityEntryDialog
          open={hydrated}
          tenantName={tenantName}
          identities={chooseIdentity}
          submitting={identityFetcher.state !== "idle"}
          onChoose={chooseEntryIdentity}
          onLogout={() => window.location.assign(LOGOUT_HREF)}
        />
      ) : null}
      {drawn.expiredConfirm ? (
        <SessionEndDialogPiece open={open === "expiredConfirm"} messageKey="errors.expired" onOk={() => window.location.assign(loginRedirectHref(currentPath))} />
      ) : null}
      {/* The privacy dialog, the weak-password and welcome tips: once the identity is settled (the agreement is per identity). */}
      {/* The console's preview shows the portal, not the admin's own first-visit tips (ADR 055). */}
      {hydrated && account && !inPreview && !(chooseIdentity && chooseIdentity.length > 0) ? <FirstVisitTips account={account} tenantId={currentTenantId} currentPath={currentPath} logoutHref={LOGOUT_HREF} /> : null}
      {/* The idle logout goes where the user's own does: the tenant's customLogoutUrl when set, else the default (app/session/logout.server.ts). */}
      <IdleTimeout themeHours={idleTimeoutHours} onLogout={() => window.location.assign(CUSTOM_LOGOUT_HREF)} />
      {current && drawn.tenantInfo ? <TenantInfoDialog open={open === "tenantInfo"} tenant={current} onClose={() => setOpen("none")} /> : null}
    </>
  );
}
