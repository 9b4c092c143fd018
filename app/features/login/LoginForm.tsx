import { Alert, Button, Checkbox, Form, Input } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CaptchaField, PasswordField } from "#app/features/login/CredentialFields";
import { FREE_LOGIN_HOURS } from "#app/session/idle.rules";
import { readFreeTimeoutHours, recordActivity, storeFreeTimeoutHours } from "#app/session/activity.store";

export interface LoginFailureView {
  messageKey: string;
  detail?: string;
  captchaRequired: boolean;
  field?: "account" | "password" | "verifyCode";
  /** A refusal of the app-scan login, shown on the QR code rather than here. */
  qr?: boolean;
  /** Refused by the sign-in limits (ADR 030): seconds until the next try. */
  retryAfterSeconds?: number;
}

export interface LoginSubmission {
  account: string;
  password: string;
  verifyCode?: string;
  captchaKey?: string;
}

interface Props {
  /** Encrypts the password with the platform's public key; throws when it cannot. */
  encrypt: (plain: string) => Promise<string>;
  onSubmit: (submission: LoginSubmission) => void;
  failure: LoginFailureView | null;
  submitting: boolean;
  /** Seeds the captcha key; tests and stories pass a fixed one. */
  newCaptchaKey?: () => string;
}

function randomKey(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

interface Values {
  account?: string;
  password?: string;
  verifyCode?: string;
  freeLogin?: boolean;
}

/**
 * The login form (SPEC §5 re-login rules apply here too): account and password
 * required, captcha required once shown, password encrypted before it leaves
 * the browser. 2113/2114/2115 show the captcha and clear the code; other
 * failures refresh a visible captcha. The "one week free login" option (SPEC §9) stores, on
 * submit, the free-timeout hours the portal's idle check allows (SPEC §3, §4 Idle timeout);
 * unticked, it removes them. It starts ticked when the last sign-in here chose it.
 */
export function LoginForm({ encrypt, onSubmit, failure, submitting, newCaptchaKey = randomKey }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const lastFailure = useRef<LoginFailureView | null>(null);
  // The password is encrypted by script: until the page is hydrated, submitting would post nothing useful.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // From storage after hydration: the server cannot know it, and the first render must match its markup.
  useEffect(() => form.setFieldValue("freeLogin", readFreeTimeoutHours() === FREE_LOGIN_HOURS), [form]);

  useEffect(() => {
    if (!failure || failure === lastFailure.current) return;
    lastFailure.current = failure;
    if (failure.captchaRequired || captchaKey) {
      setCaptchaKey(newCaptchaKey());
      form.setFieldValue("verifyCode", "");
    }
  }, [failure, captchaKey, form, newCaptchaKey]);

  async function finish(values: Values) {
    setLocalError(null);
    let cipher: string;
    try {
      cipher = await encrypt(values.password ?? "");
    } catch {
      setLocalError(t("login.errors.encryptFailed"));
      return;
    }
    storeFreeTimeoutHours(values.freeLogin ? FREE_LOGIN_HOURS : null);
    // Signing in is activity: an old record must not time out the session it starts.
    recordActivity();
    onSubmit({
      account: (values.account ?? "").trim(),
      password: cipher,
      verifyCode: captchaKey ? values.verifyCode?.trim() : undefined,
      captchaKey: captchaKey ?? undefined,
    });
  }

  // A refusal by the sign-in limits (ADR 030) names the minutes until the next try.
  const minutes = Math.max(1, Math.ceil((failure?.retryAfterSeconds ?? 0) / 60));
  const message = localError ?? (failure ? t(failure.messageKey, { message: failure.detail ?? "", minutes }) : null);
  return (
    <Form form={form} layout="vertical" onFinish={finish} requiredMark={false} aria-label={t("login.title")} name="login">
      {message ? <Alert type="error" showIcon message={message} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="account" label={t("login.account")} rules={[{ required: true, whitespace: true, message: t("login.errors.accountRequired") }]}>
        <Input autoComplete="username" autoFocus maxLength={128} />
      </Form.Item>
      <PasswordField />
      {captchaKey ? <CaptchaField captchaKey={captchaKey} onRefresh={() => setCaptchaKey(newCaptchaKey())} /> : null}
      <Form.Item name="freeLogin" valuePropName="checked" initialValue={false} style={{ marginBottom: 12 }}>
        <Checkbox>{t("login.freeLogin")}</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={!hydrated}>
          {t("login.submit")}
        </Button>
      </Form.Item>
    </Form>
  );
}
