import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LanguageLinks } from "./LanguageLinks";
import { encryptPassword } from "./encrypt-password";
import { LoginForm, type LoginFailureView, type LoginSubmission } from "./LoginForm";

interface Props {
  publicKey: string | null;
  failure: LoginFailureView | null;
  submitting: boolean;
  onSubmit: (submission: LoginSubmission) => void;
}

/** The login service's page at /login/. */
export function LoginPage({ publicKey, failure, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "linear-gradient(160deg, #002366 0%, #268DFF 100%)" }}>
      <Card style={{ width: 380, maxWidth: "92vw" }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t("app.productName")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("login.subtitle")}</Typography.Paragraph>
        <LoginForm
          encrypt={(plain) => encryptPassword(publicKey, plain)}
          onSubmit={onSubmit}
          failure={publicKey ? failure : { messageKey: "login.errors.unavailable", captchaRequired: false }}
          submitting={submitting}
        />
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
          {t("login.demoHint")}
        </Typography.Paragraph>
        <LanguageLinks />
      </Card>
    </main>
  );
}
