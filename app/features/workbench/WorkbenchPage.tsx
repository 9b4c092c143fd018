import { Alert, Button, Card, Col, Row, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useOrg, usePlan } from "#app/shell/stores";
import { menuName } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { BulletinBoard } from "./BulletinBoard";
import { Collections } from "../collections/Collections";
import { PortalMenuLinks } from "./PortalMenuLinks";
import { QuickEntries, quickEntryGroupOf } from "./QuickEntries";
import { RecentVisits } from "../recent-visits/RecentVisits";
import { useSeededLoad } from "./workbench-seed";
import { WorkbenchConfigPanel } from "./WorkbenchConfigPanel";
import { platformWorkbenchApi, type WorkbenchApi } from "../../platform-api/workbench";

/** The head's lead line: antd's largest body size (fontSizeXL), as on the home. */
const HEAD_LEAD_FONT_SIZE = 20;

interface Props {
  /** The workbench menu (internal id 5), or null when the shell has none. */
  menu: MenuNode | null;
  api?: WorkbenchApi;
}

/**
 * Internal menu 5 (SPEC §2): the workbench of the current org. Its config (SPEC §3) says
 * what it holds: the tenant's quick entries when a portal workbench is published, the
 * user's collections when users may arrange their own; the org's bulletin board, the
 * recent visits and the portal menus are always there.
 */
export function WorkbenchPage({ menu, api = platformWorkbenchApi }: Props) {
  const { org } = useOrg();
  const { locale } = usePlan();
  const { t } = useTranslation();
  const orgId = org?.id ?? null;
  const config = useSeededLoad(`workbench-config:${orgId ?? ""}`, () => api.workbenchConfig(orgId), (seed) => (seed.orgId === orgId ? (seed.config ?? undefined) : undefined));
  const title = (menu && menuName(menu, locale)) || t("workbench.title");
  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {/* The page's head (ADR 064): its lead names the org in the page's large type, so the page's own content,
            drawn by the server, is its largest paint — larger than an alert's text (SPEC §9) that comes later. */}
        {org ? (
          <Typography.Paragraph type="secondary" style={{ fontSize: HEAD_LEAD_FONT_SIZE, lineHeight: 1.4 }}>
            {t("homeHead.workbenchLead", { org: org.name })}
          </Typography.Paragraph>
        ) : null}
        {config.status === "loading" ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null}
        {config.status === "error" ? (
          <Alert
            type="error"
            showIcon
            message={t("workbench.config.failed")}
            description={config.error instanceof Error ? config.error.message : undefined}
            action={
              <Button size="small" onClick={config.reload}>
                {t("workbench.section.retry")}
              </Button>
            }
          />
        ) : null}
        {config.status === "ready" ? <WorkbenchConfigPanel config={config.data} /> : null}
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          {config.status === "ready" && config.data.hasPortalWorkbench ? <QuickEntries groupId={quickEntryGroupOf(menu)} api={api} /> : null}
          <BulletinBoard api={api} />
        </Col>
        <Col xs={24} lg={8}>
          <PortalMenuLinks />
          <RecentVisits api={api} />
          {config.status === "ready" && config.data.hasUserWorkbench ? <Collections /> : null}
        </Col>
      </Row>
    </div>
  );
}
