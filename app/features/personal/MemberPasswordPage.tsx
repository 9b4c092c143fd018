import { CheckCircleFilled, CloseCircleOutlined } from "@ant-design/icons";
import { Alert, Button, Form, Input, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, SessionExpiredError } from "#app/platform-api/client";
import { useLoad } from "#app/features/workbench/use-load";
import { useSession } from "#app/shell/stores";
import { MEMBER_MENU_CODES } from "#app/kit/constants";
import type { MenuNode } from "#app/types/generated/menu-node";
import type { PasswordRules } from "#app/types/generated/password-rules";
import { passwordAcceptable, passwordChecks, type PasswordCheck } from "./password-checks";
import { useUnsavedChangesGuard } from "#app/features/menus/use-unsaved-guard";
import { PersonalLayout } from "./PersonalLayout";
import { PasswordEncryptionError, platformPersonalApi, type PersonalApi } from "../../platform-api/personal";

interface Props {
  menu: MenuNode | null;
  api?: PersonalApi;
}

interface FormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** Platform codes of PUT uaa/user/password (platform/README.md). */
const WRONG_OLD_PASSWORD = "2301";
const RULES_BROKEN = "2302";
const TOO_MANY_ATTEMPTS = "2303";
const UNDECRYPTABLE = "2102";

interface Failure {
  message: string;
  description?: string;
  oldPasswordWrong?: boolean;
}

/** A failed change as the member reads it: what went wrong, what to do, and the platform's code. */
export function passwordChangeFailure(error: unknown, t: T): Failure {
  if (error instanceof PasswordEncryptionError) return { message: t("personal.password.errors.encrypt") };
  if (error instanceof SessionExpiredError) return { message: t("personal.password.errors.expired") };
  if (!(error instanceof ApiError)) return { message: t("personal.password.errors.failed"), description: error instanceof Error ? error.message : undefined };
  const code = t("personal.password.errors.code", { code: error.code });
  switch (error.code) {
    case WRONG_OLD_PASSWORD:
      return { message: t("personal.password.errors.wrongOld"), description: code, oldPasswordWrong: true };
    case RULES_BROKEN:
      return { message: t("personal.password.errors.rulesBroken"), description: `${error.message} (${code})` };
    case TOO_MANY_ATTEMPTS:
      return { message: t("personal.password.errors.tooMany"), description: code };
    case UNDECRYPTABLE:
      return { message: t("personal.password.errors.encrypt"), description: code };
    default:
      if (error.status === 429) return { message: t("personal.password.errors.tooMany"), description: code };
      return { message: t("personal.password.errors.failed"), description: `${error.message} (${code})` };
  }
}

/** The text of one rule in the active locale. */
function checkText(check: PasswordCheck, t: T): string {
  if (check.key === "charClasses") {
    const classes = String(check.params["classes"] ?? "")
      .split(",")
      .filter(Boolean)
      .map((c) => t(`personal.password.classes.${c}`))
      .join(t("personal.password.classSeparator"));
    return t("personal.password.rules.charClasses", { count: check.params["count"], classes });
  }
  return t(`personal.password.rules.${check.key}`, check.params);
}

/** The rules, each marked met or not met as the member types (SPEC §7 password rules). */
function RuleList({ checks, touched }: { checks: PasswordCheck[]; touched: boolean }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("personal.password.rulesTitle")} style={{ listStyle: "none", margin: "0 0 16px", padding: 0 }}>
      {checks.map((check) => {
        const met = touched && check.ok;
        return (
          <li key={check.key} style={{ display: "flex", gap: 6, alignItems: "center", color: met ? "#237804" : touched ? "#CF1322" : "rgba(0,0,0,0.65)" }}>
            {met ? <CheckCircleFilled role="img" aria-label={t("personal.password.met")} /> : <CloseCircleOutlined role="img" aria-label={t("personal.password.unmet")} />}
            <span>{checkText(check, t)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function PasswordForm({ rules, api }: { rules: PasswordRules; api: PersonalApi }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<FormValues>();
  const oldPassword = Form.useWatch("oldPassword", form) ?? "";
  const newPassword = Form.useWatch("newPassword", form) ?? "";
  const confirmation = Form.useWatch("confirmPassword", form) ?? "";
  // Typed passwords are input too: leaving with them half-entered asks first.
  useUnsavedChangesGuard(oldPassword !== "" || newPassword !== "" || confirmation !== "");
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<{ ok: true } | { ok: false; failure: Failure } | null>(null);
  const context = { accountName: user?.accountName ?? null, oldPassword };
  const checks = passwordChecks(rules, newPassword, context);

  const submit = async (values: FormValues) => {
    setSubmitting(true);
    setResult(null);
    try {
      await api.changePassword(values.oldPassword, values.newPassword);
      form.resetFields();
      setResult({ ok: true });
    } catch (error) {
      const failure = passwordChangeFailure(error, t);
      setResult({ ok: false, failure });
      if (failure.oldPasswordWrong) form.setFields([{ name: "oldPassword", errors: [failure.message] }]);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {result?.ok ? (
        <Alert type="success" showIcon message={t("personal.password.success")} description={t("personal.password.successDetail")} style={{ marginBottom: 16 }} />
      ) : null}
      {result && !result.ok ? <Alert type="error" showIcon message={result.failure.message} description={result.failure.description} style={{ marginBottom: 16 }} /> : null}
      <Form<FormValues> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={(values) => void submit(values)} aria-label={t("personal.password.formTitle")}>
        <Form.Item label={t("personal.password.old")} name="oldPassword" rules={[{ required: true, message: t("personal.password.errors.oldRequired") }]}>
          <Input.Password autoComplete="current-password" maxLength={rules.maxLength * 2} />
        </Form.Item>
        <Form.Item
          label={t("personal.password.new")}
          name="newPassword"
          dependencies={["oldPassword"]}
          rules={[
            { required: true, message: t("personal.password.errors.newRequired") },
            {
              validator: (_: unknown, value: unknown) => {
                const text = typeof value === "string" ? value : "";
                if (!text) return Promise.resolve();
                const ok = passwordAcceptable(
                  passwordChecks(rules, text, { accountName: user?.accountName ?? null, oldPassword: form.getFieldValue("oldPassword") as string | undefined })
                );
                return ok ? Promise.resolve() : Promise.reject(new Error(t("personal.password.errors.rules")));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={rules.maxLength * 2} />
        </Form.Item>
        <RuleList checks={checks} touched={newPassword.length > 0} />
        <Form.Item
          label={t("personal.password.confirm")}
          name="confirmPassword"
          dependencies={["newPassword"]}
          rules={[
            { required: true, message: t("personal.password.errors.confirmRequired") },
            {
              validator: (_: unknown, value: unknown) =>
                !value || value === form.getFieldValue("newPassword") ? Promise.resolve() : Promise.reject(new Error(t("personal.password.errors.mismatch"))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={rules.maxLength * 2} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t("personal.password.submit")}
        </Button>
      </Form>
    </>
  );
}

function PasswordContent({ api }: { api: PersonalApi }) {
  const { t } = useTranslation();
  const rules = useLoad("password-rules", () => api.passwordRules());
  if (rules.status === "loading") return <Skeleton active />;
  if (rules.status === "error") {
    return (
      <Alert
        type="error"
        showIcon
        message={t("personal.password.rulesFailed")}
        description={rules.error instanceof Error ? rules.error.message : undefined}
        action={<Button onClick={rules.reload}>{t("personal.retry")}</Button>}
      />
    );
  }
  return <PasswordForm rules={rules.data} api={api} />;
}

/**
 * Member password (SPEC §2 personal centre, §7 password rules and change): old, new and
 * confirmation; the platform's rules are listed and checked while typing, both passwords
 * leave the browser RSA-encrypted with the platform key exactly as at login.
 */
export function MemberPasswordPage({ menu, api = platformPersonalApi }: Props) {
  const { t } = useTranslation();
  return (
    <PersonalLayout code={MEMBER_MENU_CODES.password} menu={menu} fallbackTitle={t("personal.password.title")} api={api}>
      <PasswordContent api={api} />
    </PersonalLayout>
  );
}
