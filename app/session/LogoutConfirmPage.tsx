import { Button, Card, Space, Typography } from "antd";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PORTAL_ENTRY } from "#app/kit/security/url-safety";
import { CUSTOM_LOGOUT_HREF } from "./logout.rules";

/**
 * What a logout link on another site opens (ADR 028): the session stays until the user
 * confirms here. The button posts to the logout (a same-origin write, checked like every other
 * write) as a document navigation, so the browser follows the logout's redirect itself.
 */
export function LogoutConfirmPage() {
  const { t } = useTranslation();
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "#f5f5f5" }}>
      <Card style={{ width: 400, maxWidth: "92vw" }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t("logoutConfirm.title")}
        </Typography.Title>
        <Typography.Paragraph>{t("logoutConfirm.question")}</Typography.Paragraph>
        <Form method="post" action={CUSTOM_LOGOUT_HREF} reloadDocument>
          <Space direction="vertical" style={{ width: "100%" }}>
            <Button type="primary" htmlType="submit" block danger>
              {t("logoutConfirm.confirm")}
            </Button>
            <Button block href={DEFAULT_PORTAL_ENTRY}>
              {t("logoutConfirm.stay")}
            </Button>
          </Space>
        </Form>
      </Card>
    </main>
  );
}
