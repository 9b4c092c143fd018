import { EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { Form, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { captchaImageSrc } from "#app/platform-api/identification";

/**
 * The password field of the login form and the re-login dialog (SPEC §5):
 * required, with an eye toggle whose accessible name follows its state.
 */
export function PasswordField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="password" label={t("login.password")} rules={[{ required: true, message: t("login.errors.passwordRequired") }]}>
      <Input.Password
        autoComplete="current-password"
        maxLength={128}
        iconRender={(visible) => (visible ? <EyeOutlined aria-label={t("login.hidePassword")} /> : <EyeInvisibleOutlined aria-label={t("login.showPassword")} />)}
      />
    </Form.Item>
  );
}

/**
 * The captcha field (SPEC §5: required once shown): the code input and the
 * image from the platform, which is also the button that asks for a new one.
 */
export function CaptchaField({ captchaKey, onRefresh }: { captchaKey: string; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t("login.captcha")} required>
      <Space.Compact style={{ width: "100%" }}>
        <Form.Item name="verifyCode" noStyle rules={[{ required: true, whitespace: true, message: t("login.errors.captchaRequired") }]}>
          <Input aria-label={t("login.captcha")} autoComplete="off" maxLength={8} />
        </Form.Item>
        <button
          type="button"
          onClick={onRefresh}
          aria-label={t("login.refreshCaptcha")}
          title={t("login.refreshCaptcha")}
          style={{ border: "1px solid #d9d9d9", background: "#fff", padding: 0, cursor: "pointer", height: 32 }}
        >
          <img src={captchaImageSrc(captchaKey)} alt={t("login.captchaImage")} width={100} height={30} />
        </button>
      </Space.Compact>
    </Form.Item>
  );
}
