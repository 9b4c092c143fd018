import { CloseOutlined } from "@ant-design/icons";
import { Alert, App, Button, Checkbox, Modal, theme } from "antd";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { ApiError } from "#app/platform-api/client";
import { acceptUserAgreement, userAgreement } from "#app/platform-api/portal-account";
import { tenantEntrance } from "#app/platform-api/tenant-user";
import { weakPassword } from "#app/platform-api/uaa";
import { personalCentreIds } from "#app/features/header/items/user-menu-links";
import { portalMenuHref } from "#app/features/header/items/portal-path";
import { DIALOG_WIDTH } from "#app/kit/constants";
import { isTrue, readStored, writeStored } from "#app/kit/client-storage";
import { LegalDocumentDialog, type LegalDocumentKind } from "./LegalDocumentDialog";

/** What GET tenant-user/v4/users/tenant/entrance answers (platform/routes/identities.ts). */
interface Entrance {
  userId: string;
  tenantId: string;
  tenantName: string;
  firstVisit: boolean;
}

function readEntrance(raw: unknown): Entrance | null {
  if (typeof raw !== "object" || raw === null) return null;
  const value = raw as Record<string, unknown>;
  if (typeof value["userId"] !== "string" || typeof value["tenantId"] !== "string") return null;
  return { userId: value["userId"], tenantId: value["tenantId"], tenantName: typeof value["tenantName"] === "string" ? value["tenantName"] : "", firstVisit: value["firstVisit"] === true };
}

/** The agreement of the identity in force; `pending` when the platform asks for it to be accepted. */
function readAgreement(raw: unknown): { identity: string; pending: boolean } | null {
  if (typeof raw !== "object" || raw === null) return null;
  const value = raw as Record<string, unknown>;
  return { identity: typeof value["identity"] === "string" ? value["identity"] : "tenant", pending: value["pending"] === true && value["agreeAgreement"] !== true };
}

/** Storage names (SPEC §3 Client storage: welcome-tip suppression). */
const WELCOME_SUPPRESSED = "welcomeTipSuppressed";
const WELCOME_SHOWN = "welcomeTipShown";

/** 《隐私政策》 and 《用户协议》 in the privacy dialog's text: each opens its document (LegalDocumentDialog). */
function DocumentLink({ onOpen, children }: { onOpen(): void; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <button type="button" aria-haspopup="dialog" onClick={onOpen} style={{ padding: 0, border: 0, background: "none", color: token.colorLink, textDecoration: "underline", font: "inherit", cursor: "pointer" }}>
      {children}
    </button>
  );
}

interface Props {
  /** The signed-in account; nothing is asked without one. */
  account: string | null;
  tenantId: string | null;
  /** The current URL's path and query: the change-password link keeps the query. */
  currentPath: string;
  /** Where declining the agreement goes (the user's logout). */
  logoutHref: string;
}

/**
 * What a user meets on entering the portal before working (SPEC §2 dialogs, §4 Other
 * behaviours, §8): the privacy-policy dialog while the platform asks for the agreement
 * (Continue only once ticked; declining logs out; a failed update shows its errorMsg; the
 * privacy policy and the user agreement each open from its name in the text), then
 * the weak-password tip (closable, with a link to change the password) and, on a first
 * visit, the welcome tip (once per browser session, never again once 'do not remind' was
 * ticked).
 */
export function FirstVisitTips({ account, tenantId, currentPath, logoutHref }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [entrance, setEntrance] = useState<Entrance | null>(null);
  const [agreement, setAgreement] = useState<{ identity: string; pending: boolean } | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [weak, setWeak] = useState(false);
  const [welcome, setWelcome] = useState(false);
  const [neverRemind, setNeverRemind] = useState(false);
  const [reading, setReading] = useState<LegalDocumentKind | null>(null);
  const welcomeTitleId = useId();

  useEffect(() => {
    if (!account) return;
    let live = true;
    void (async () => {
      try {
        const [entered, agreementAnswer] = await Promise.all([tenantEntrance(), userAgreement()]);
        if (!live) return;
        const found = readEntrance(entered);
        setEntrance(found);
        setAgreement(readAgreement(agreementAnswer) ?? { identity: "tenant", pending: false });
        if (!found) return;
        const ns = { userId: found.userId, tenantId: found.tenantId };
        const suppressed = readStored("local", WELCOME_SUPPRESSED, { userId: found.userId }, isTrue) === true;
        const shown = readStored("session", WELCOME_SHOWN, ns, isTrue) === true;
        setWelcome(found.firstVisit && !suppressed && !shown);
        const strength = await weakPassword(found.userId);
        if (live) setWeak(strength?.weak === true);
      } catch {
        // A failed check shows nothing: these tips never stand in the way of work (a 401 opens the re-login dialog).
      }
    })();
    return () => {
      live = false;
    };
  }, [account, tenantId]);

  const asking = agreement?.pending === true;

  async function accept() {
    if (!agreement || !agreed) return;
    setSaving(true);
    try {
      await acceptUserAgreement(agreement.identity);
      setAgreement({ ...agreement, pending: false });
    } catch (error) {
      // SPEC §8: an agreement update failure shows its errorMsg as an error.
      void message.error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  function closeWelcome() {
    setWelcome(false);
    if (!entrance) return;
    writeStored("session", WELCOME_SHOWN, { userId: entrance.userId, tenantId: entrance.tenantId }, true);
    if (neverRemind) writeStored("local", WELCOME_SUPPRESSED, { userId: entrance.userId }, true);
  }

  const tenantName = entrance?.tenantName ?? "";
  return (
    <>
      {asking ? (
        <Modal
          open
          title={t("firstVisit.privacyTitle")}
          width={DIALOG_WIDTH}
          closable={false}
          maskClosable={false}
          keyboard={false}
          footer={[
            <Button key="logout" href={logoutHref}>
              {t("firstVisit.privacyLogout")}
            </Button>,
            <Button key="continue" type="primary" disabled={!agreed} loading={saving} onClick={() => void accept()}>
              {t("firstVisit.privacyContinue")}
            </Button>,
          ]}
        >
          <p>
            <Trans
              i18nKey="firstVisit.privacyIntro"
              values={{ tenant: tenantName }}
              components={{ privacy: <DocumentLink onOpen={() => setReading("privacyPolicy")} />, agreement: <DocumentLink onOpen={() => setReading("userAgreement")} /> }}
            />
          </p>
          <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            {t("firstVisit.privacyAgree")}
          </Checkbox>
        </Modal>
      ) : null}
      <LegalDocumentDialog kind={asking ? reading : null} onClose={() => setReading(null)} />
      {!asking && weak ? (
        <div style={{ position: "fixed", top: 56, left: "50%", transform: "translateX(-50%)", zIndex: 1010, maxWidth: "calc(100vw - 32px)" }}>
          <Alert
            type="warning"
            showIcon
            role="alert"
            message={t("firstVisit.weakPassword")}
            action={<a href={portalMenuHref(personalCentreIds(undefined).password, currentPath)}>{t("firstVisit.changePassword")}</a>}
            // antd draws the close button for an object only with its icon.
            closable={{ closeIcon: <CloseOutlined />, "aria-label": t("firstVisit.closeTip") }}
            onClose={() => setWeak(false)}
          />
        </div>
      ) : null}
      {!asking && welcome ? (
        <section
          role="dialog"
          aria-modal="false"
          aria-labelledby={welcomeTitleId}
          style={{ position: "fixed", left: 16, bottom: 16, zIndex: 1010, width: 320, maxWidth: "calc(100vw - 32px)", padding: 16, borderRadius: 8, background: "#fff", boxShadow: "0 6px 24px rgba(0,0,0,.2)" }}
        >
          <h2 id={welcomeTitleId} style={{ margin: "0 0 8px", fontSize: 16, fontWeight: 600 }}>
            {t("firstVisit.welcomeTitle", { tenant: tenantName })}
          </h2>
          <p style={{ margin: "0 0 12px" }}>{t("firstVisit.welcomeText")}</p>
          <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8 }}>
            <Checkbox checked={neverRemind} onChange={(event) => setNeverRemind(event.target.checked)}>
              {t("firstVisit.welcomeNeverRemind")}
            </Checkbox>
            <Button type="primary" onClick={closeWelcome}>
              {t("firstVisit.welcomeClose")}
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );
}
