import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QrLoginCode } from "./QrLoginCode";
import { pollQrState } from "./qr-state-request";

type Answer = { ok: true } | { ok: false; messageKey: string };

/** Signs the key in for the re-login dialog (POST /login/qr/sign-in): the new session is in the cookie. */
async function signInWithKey(key: string): Promise<Answer> {
  try {
    const response = await fetch("/login/qr/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ key }).toString(),
      credentials: "same-origin",
    });
    if (!response.ok) return { ok: false, messageKey: "login.errors.unavailable" };
    return (await response.json()) as Answer;
  } catch {
    return { ok: false, messageKey: "login.errors.unavailable" };
  }
}

/**
 * The app-scan part of the re-login dialog (SPEC §2 App-scan login, §4 Invalid token): shown on
 * request, a one-time code a signed-in phone confirms; the same account signs in again and the
 * page reloads as after a password re-login.
 */
export function ReloginQrCode({ account, onSuccess }: { account: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<{ messageKey: string } | null>(null);
  return (
    <div style={{ display: "grid", justifyItems: "center", gap: 8 }}>
      <Button type="link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t("qrLogin.reloginTitle")}
      </Button>
      {open ? (
        <QrLoginCode
          size={160}
          pollState={pollQrState}
          refusal={refusal ? { messageKey: refusal.messageKey, values: { account } } : null}
          onConfirmed={(key) => {
            void signInWithKey(key).then((answer) => (answer.ok ? onSuccess() : setRefusal({ messageKey: answer.messageKey })));
          }}
        />
      ) : null}
    </div>
  );
}
