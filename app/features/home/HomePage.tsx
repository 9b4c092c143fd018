import { Card, Col, Descriptions, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BulletinBoard } from "#app/features/workbench/BulletinBoard";
import { Collections } from "#app/features/collections/Collections";
import { RecentVisits } from "#app/features/recent-visits/RecentVisits";
import { platformWorkbenchApi, type WorkbenchApi } from "#app/platform-api/workbench";
import { useSession, useOrg } from "#app/shell/stores";

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
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t("home.welcome", { name })}
        </Typography.Title>
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
