import { Alert, Button, Card, Result, Space, Typography } from "antd";
import { useState } from "react";
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageLinks } from "./LanguageLinks";
import { LOGIN_BACKGROUND } from "./login-background";

export type QrConfirmView = { state: "ask"; account: string } | { state: "done" } | { state: "refused"; messageKey: string };

/**
 * The page a signed-in phone opens from a login page's QR code (SPEC §2 App-scan login): it
 * names the account that would sign in there and asks; a used or expired code is refused with
 * the way to a new one (SPEC §5: the code is valid once).
 */
export function QrConfirmPage({ view, submitting }: { view: QrConfirmView; submitting: boolean }) {
  const { t } = useTranslation();
  const [cancelled, setCancelled] = useState(false);
  const location = useLocation();
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: LOGIN_BACKGROUND }}>
      <Card style={{ width: 380, maxWidth: "92vw" }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t("qrLogin.confirmPage.title")}
        </Typography.Title>
        {view.state === "ask" && !cancelled ? (
          // ADR 047: a whole-page form post, which the browser marks as the user's click; the server confirms on nothing else.
          <Form method="post" reloadDocument>
            <Typography.Paragraph>{t("qrLogin.confirmPage.question", { account: view.account })}</Typography.Paragraph>
            <Alert type="warning" showIcon message={t("qrLogin.confirmPage.warning")} style={{ marginBottom: 16 }} />
            <Space direction="vertical" style={{ width: "100%" }}>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {t("qrLogin.confirmPage.confirm")}
              </Button>
              <Button block onClick={() => setCancelled(true)} disabled={submitting}>
                {t("qrLogin.confirmPage.cancel")}
              </Button>
            </Space>
          </Form>
        ) : null}
        {view.state === "ask" && cancelled ? <Result status="info" title={t("qrLogin.confirmPage.cancelled")} /> : null}
        {view.state === "done" ? <Result status="success" title={t("qrLogin.confirmPage.done")} /> : null}
        {view.state === "refused" ? <Result status="warning" title={t(view.messageKey)} /> : null}
        {view.state !== "ask" || cancelled ? (
          <Typography.Paragraph style={{ textAlign: "center" }}>
            <a href="/portal/1/">{t("qrLogin.confirmPage.toPortal")}</a>
          </Typography.Paragraph>
        ) : null}
        <LanguageLinks currentPath={location.pathname + location.search} />
      </Card>
    </main>
  );
}
