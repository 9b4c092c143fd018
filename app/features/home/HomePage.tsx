import { Card, Col, Descriptions, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BulletinBoard } from "#app/features/workbench/BulletinBoard";
import { Collections } from "#app/features/collections/Collections";
import { RecentVisits } from "#app/features/recent-visits/RecentVisits";
import { platformWorkbenchApi, type WorkbenchApi } from "#app/platform-api/workbench";
import { useSession, useOrg } from "#app/shell/stores";

/**
 * The head's lead line: antd's largest body size (fontSizeXL). An alert's text is at most three
 * lines in a 360 px card (NoticeStack); the lead is one line across the page's width at 1440 px.
 */
const HEAD_LEAD_FONT_SIZE = 20;

/** Bulletins the home page shows; the workbench shows them all. */
const HOME_BULLETINS = 5;

/**
 * Internal menu 1 (SPEC §2): the home page of the current tenant and organisation: who is
 * signed in where, the user's collected menus and recent visits, and the org's bulletins.
 */
export function HomePage({ api = platformWorkbenchApi }: { api?: WorkbenchApi } = {}) {
  const { user, tenant } = useSession();
  const { org } = useOrg();
  const { t } = useTranslation();
  const name = user ? user.nickname || user.accountName : "";
  return (
    <>
      {/* The page's head (ADR 064): the welcome and a lead line in the page's large type, so the page's own
          content, drawn by the server, is its largest paint — larger than an alert's text (SPEC §9) that comes later. */}
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t("home.welcome", { name })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: HEAD_LEAD_FONT_SIZE, lineHeight: 1.4 }}>
          {t("homeHead.lead", { tenant: tenant?.name ?? "", org: org?.name ?? t("home.noOrg") })}
        </Typography.Paragraph>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t("home.account")}>{user?.accountName ?? ""}</Descriptions.Item>
          <Descriptions.Item label={t("home.tenant")}>{tenant?.name ?? ""}</Descriptions.Item>
          <Descriptions.Item label={t("home.org")}>{org?.name ?? t("home.noOrg")}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Collections />
          <BulletinBoard api={api} limit={HOME_BULLETINS} />
        </Col>
        <Col xs={24} lg={10}>
          <RecentVisits api={api} />
        </Col>
      </Row>
    </>
  );
}
