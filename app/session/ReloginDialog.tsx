import { Alert, Button, Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH } from "#app/kit/constants";
import { reloginFailureEffect } from "#app/session/invalid-token.rules";
import { CaptchaField, PasswordField } from "#app/features/login/CredentialFields";
import { ReloginQrCode } from "#app/features/login/ReloginQrCode";

export interface ReloginSubmission {
  /** Encrypted with the platform's public key (SPEC §5). */
  password: string;
  verifyCode?: string;
  captchaKey?: string;
}

export type ReloginOutcome = { ok: true } | { ok: false; errorCode: string | number | null; errorMsg: string };

interface Props {
  open: boolean;
  /** The signed-in account, shown read-only. */
  account: string;
  encrypt: (plain: string) => Promise<string>;
  onSubmit: (submission: ReloginSubmission) => Promise<ReloginOutcome>;
  /** The new token is stored (server side); the caller reloads for the current org (SPEC §4). */
  onSuccess: () => void;
  /** Seeds the captcha key; tests and stories pass a fixed one. */
  newCaptchaKey?: () => string;
}

interface Values {
  password?: string;
  verifyCode?: string;
}

function randomKey(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The re-login dialog (SPEC §4 Invalid token, §5, §8): read-only account,
 * password with an eye toggle, captcha once the platform asks for it (2113,
 * 2114, 2115 — the code is cleared), refreshed on other failures; the failure's
 * errorMsg shows as a warning.
 */
export function ReloginDialog({ open, account, encrypt, onSubmit, onSuccess, newCaptchaKey = randomKey }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function finish(values: Values) {
    setWarning(null);
    setSubmitting(true);
    try {
      let cipher: string;
      try {
        cipher = await encrypt(values.password ?? "");
      } catch {
        setWarning(t("login.errors.encryptFailed"));
        return;
      }
      const outcome = await onSubmit({
        password: cipher,
        verifyCode: captchaKey ? values.verifyCode?.trim() : undefined,
        captchaKey: captchaKey ?? undefined,
      });
      if (outcome.ok) {
        onSuccess();
        return;
      }
      setWarning(outcome.errorMsg);
      const effect = reloginFailureEffect(outcome.errorCode);
      if (effect.showCaptcha) setCaptchaKey(newCaptchaKey());
      if (effect.clearCode) form.setFieldValue("verifyCode", "");
      if (effect.refreshCaptcha && captchaKey) setCaptchaKey(newCaptchaKey());
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t("login.title")}
      width={DIALOG_WIDTH}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" loading={submitting} onClick={() => form.submit()}>
          {t("login.submit")}
        </Button>
      }
    >
      <p>{t("errors.expired")}</p>
      {warning ? <Alert type="warning" showIcon role="alert" message={warning} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" onFinish={finish} requiredMark={false} name="relogin">
        <Form.Item label={t("login.account")} htmlFor="relogin-account">
          <Input id="relogin-account" value={account} readOnly autoComplete="username" />
        </Form.Item>
        <PasswordField />
        {captchaKey ? <CaptchaField captchaKey={captchaKey} onRefresh={() => setCaptchaKey(newCaptchaKey())} /> : null}
      </Form>
      <ReloginQrCode account={account} onSuccess={onSuccess} />
    </Modal>
  );
}
