import { Alert, Button, Table, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "#app/features/workbench/format";
import { useLoad } from "#app/features/workbench/use-load";
import { usePlan } from "#app/shell/stores";
import { MEMBER_MENU_CODES } from "#app/kit/constants";
import type { MenuNode } from "#app/types/generated/menu-node";
import type { SecurityLogItem } from "#app/types/generated/security-log-item";
import { PersonalLayout } from "./PersonalLayout";
import { platformPersonalApi, type PersonalApi } from "../../platform-api/personal";
import { tagColour } from "#app/kit/styles/tag-colour";

interface Props {
  menu: MenuNode | null;
  api?: PersonalApi;
}

export const SECURITY_LOG_PAGE_SIZE = 10;

function SecurityLogTable({ api }: { api: PersonalApi }) {
  const { t } = useTranslation();
  const { locale } = usePlan();
  const [page, setPage] = useState({ index: 1, size: SECURITY_LOG_PAGE_SIZE });
  const logs = useLoad(`security-logs:${page.index}:${page.size}`, () => api.securityLogs(page.index, page.size));
  const columns: ColumnsType<SecurityLogItem> = [
    { title: t("personal.securityLog.time"), dataIndex: "time", key: "time", render: (value: string) => formatDateTime(value, locale) },
    {
      title: t("personal.securityLog.event"),
      dataIndex: "eventType",
      key: "eventType",
      render: (value: SecurityLogItem["eventType"]) => t(`personal.securityLog.events.${value}`),
    },
    {
      title: t("personal.securityLog.result"),
      dataIndex: "success",
      key: "success",
      render: (value: boolean) => <Tag {...tagColour(value ? "green" : "red")}>{value ? t("personal.securityLog.succeeded") : t("personal.securityLog.failed")}</Tag>,
    },
    { title: t("personal.securityLog.ip"), dataIndex: "ip", key: "ip", render: (value: string | undefined) => value || "—" },
    {
      title: t("personal.securityLog.device"),
      dataIndex: "userAgent",
      key: "userAgent",
      render: (value: string | undefined) =>
        value ? (
          <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 320 }}>
            {value}
          </Typography.Text>
        ) : (
          "—"
        ),
    },
  ];
  if (logs.status === "error") {
    return (
      <Alert
        type="error"
        showIcon
        message={t("personal.securityLog.loadFailed")}
        description={logs.error instanceof Error ? logs.error.message : undefined}
        action={<Button onClick={logs.reload}>{t("personal.retry")}</Button>}
      />
    );
  }
  const data = logs.status === "ready" ? logs.data : null;
  return (
    <Table<SecurityLogItem>
      rowKey="id"
      size="small"
      aria-label={t("personal.securityLog.tableLabel")}
      loading={logs.status === "loading"}
      columns={columns}
      dataSource={data?.records ?? []}
      locale={{ emptyText: t("personal.securityLog.empty") }}
      pagination={{
        current: page.index,
        pageSize: page.size,
        total: data?.recordTotal ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (total) => t("personal.securityLog.total", { count: total }),
        onChange: (index, size) => setPage({ index: size === page.size ? index : 1, size }),
      }}
    />
  );
}

/** Security log (SPEC §2 personal centre; §5: only for accountType not above 0): sign-ins, sign-outs and password changes, newest first. */
export function SecurityLogPage({ menu, api = platformPersonalApi }: Props) {
  const { t } = useTranslation();
  return (
    <PersonalLayout code={MEMBER_MENU_CODES.securityLog} menu={menu} fallbackTitle={t("personal.securityLog.title")} api={api}>
      <SecurityLogTable api={api} />
    </PersonalLayout>
  );
}
