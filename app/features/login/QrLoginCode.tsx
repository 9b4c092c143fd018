import { ReloadOutlined } from "@ant-design/icons";
import { Button, Spin, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { QR_POLL_INTERVAL_MS, newQrKey, qrImageUrl, type QrStatus } from "./qr-login-rules";

export type QrStateAnswer = { status: QrStatus | "slow" | "error" };

interface Props {
  /** Asks the login service for the state of the key's code. */
  pollState: (key: string) => Promise<QrStateAnswer>;
  /** The phone confirmed: sign in with the key (once). */
  onConfirmed: (key: string) => void;
  /** A refusal of the sign-in with the key (its i18n key), shown over the code; each new one shows. */
  refusal?: { messageKey: string; values?: Record<string, string> } | null;
  /** Seeds the key; stories pass a fixed one. */
  newKey?: () => string;
  size?: number;
}

type Shown = "loading" | "waiting" | "confirmed" | "expired" | "used" | "failed";

/**
 * The app-scan login code (SPEC §2, §5, §7 identification/qrcode.img?v=): a one-time code from
 * the platform, for a key this browser made. Polls the code's state every 2 s while shown;
 * once a signed-in phone confirms it, hands the key on to sign in. An expired or used code is
 * covered with the reason and a button for a new one.
 */
export function QrLoginCode({ pollState, onConfirmed, refusal = null, newKey = newQrKey, size = 180 }: Props) {
  const { t } = useTranslation();
  // Made after hydration: the server must not know the key, and the first render must match.
  const [key, setKey] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>("loading");
  const handedOn = useRef<string | null>(null);
  const callbacks = useRef({ pollState, onConfirmed });
  callbacks.current = { pollState, onConfirmed };

  useEffect(() => setKey(newKey()), [newKey]);
  useEffect(() => {
    if (refusal) setShown(refusal.messageKey === "qrLogin.used" ? "used" : refusal.messageKey === "qrLogin.expired" ? "expired" : "failed");
  }, [refusal]);

  useEffect(() => {
    if (!key || shown === "loading" || shown === "expired" || shown === "used" || shown === "failed" || shown === "confirmed") return;
    let live = true;
    const timer = window.setInterval(() => {
      callbacks.current.pollState(key).then(
        (answer) => {
          if (!live) return;
          if (answer.status === "confirmed" && handedOn.current !== key) {
            handedOn.current = key;
            setShown("confirmed");
            callbacks.current.onConfirmed(key);
          } else if (answer.status === "expired" || answer.status === "used") setShown(answer.status);
        },
        () => undefined,
      );
    }, QR_POLL_INTERVAL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [key, shown]);

  const covered = shown === "expired" || shown === "used" || shown === "failed" || shown === "confirmed";
  const message = refusal && covered && shown !== "confirmed" ? t(refusal.messageKey, refusal.values) : t(`qrLogin.${shown === "failed" ? "failed" : shown}`);
  return (
    <div style={{ display: "grid", justifyItems: "center", gap: 8 }}>
      <div style={{ position: "relative", width: size, height: size, border: "1px solid #f0f0f0" }}>
        {key ? (
          <img
            src={qrImageUrl(key, window.location.origin)}
            alt={t("qrLogin.image")}
            width={size}
            height={size}
            onLoad={() => setShown((s) => (s === "loading" ? "waiting" : s))}
            onError={() => setShown("failed")}
            style={{ display: "block", opacity: covered ? 0.15 : 1 }}
          />
        ) : null}
        {shown === "loading" ? (
          <div role="progressbar" aria-label={t("qrLogin.loading")} style={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }}>
            <Spin />
          </div>
        ) : null}
        {covered ? (
          <div role={shown === "confirmed" ? "status" : "alert"} style={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", alignContent: "center", gap: 8, textAlign: "center", padding: 8 }}>
            <Typography.Text strong>{message}</Typography.Text>
            {shown === "confirmed" ? null : (
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  setShown("loading");
                  setKey(newKey());
                }}
              >
                {t("qrLogin.refresh")}
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: "center" }}>
        {t("qrLogin.tip")}
      </Typography.Text>
    </div>
  );
}
