import { Card, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LanguageLinks } from "./LanguageLinks";
import { LOGIN_BACKGROUND } from "./login-background";
import { encryptPassword } from "./encrypt-password";
import { LoginForm, type LoginFailureView, type LoginSubmission } from "./LoginForm";
import { QrLoginCode, type QrStateAnswer } from "./QrLoginCode";

interface Props {
  publicKey: string | null;
  failure: LoginFailureView | null;
  submitting: boolean;
  onSubmit: (submission: LoginSubmission) => void;
  /** App-scan login (SPEC §2): the state of a code, and the sign-in once a phone confirmed it. */
  pollQrState: (key: string) => Promise<QrStateAnswer>;
  onQrConfirmed: (key: string) => void;
}

/** The login service's page at /login/. */
export function LoginPage({ publicKey, failure, submitting, onSubmit, pollQrState, onQrConfirmed }: Props) {
  const { t } = useTranslation();
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: LOGIN_BACKGROUND }}>
      <Card style={{ width: 380, maxWidth: "92vw" }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t("app.productName")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("login.subtitle")}</Typography.Paragraph>
        <Tabs
          defaultActiveKey={failure?.qr ? "qr" : "password"}
          items={[
            {
              key: "password",
              label: t("qrLogin.passwordTab"),
              children: (
                <LoginForm
                  encrypt={(plain) => encryptPassword(publicKey, plain)}
                  onSubmit={onSubmit}
                  failure={publicKey ? (failure?.qr ? null : failure) : { messageKey: "login.errors.unavailable", captchaRequired: false }}
                  submitting={submitting}
                />
              ),
            },
            {
              key: "qr",
              label: t("qrLogin.scanTab"),
              children: <QrLoginCode pollState={pollQrState} onConfirmed={onQrConfirmed} refusal={failure?.qr ? failure : null} />,
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
          {t("login.demoHint")}
        </Typography.Paragraph>
        <LanguageLinks />
      </Card>
    </main>
  );
}
