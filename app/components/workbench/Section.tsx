import { Alert, Button, Card, Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SessionExpiredError } from "#app/api/client";
import type { LoadState } from "./use-load";

interface Props<T> {
  /** The section's heading, also its accessible name. */
  title: string;
  state: LoadState<T>;
  /** Shown when the data is there but holds nothing. */
  emptyText: string;
  isEmpty(data: T): boolean;
  extra?: ReactNode;
  children(data: T): ReactNode;
}

/**
 * One section of the home page or the workbench: a titled card that shows a skeleton while
 * loading, the data, a clear empty text, or a failure with a retry (ARCHITECTURE §7: a
 * failing piece degrades itself, not the page).
 */
export function Section<T>({ title, state, emptyText, isEmpty, extra, children }: Props<T>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (state.status === "loading") body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (state.status === "error") {
    // A 401 is handled by the shell (re-login dialog); the section only says it is not loaded.
    const expired = state.error instanceof SessionExpiredError;
    body = (
      <Alert
        type="error"
        showIcon
        message={t("workbench.section.failed", { title })}
        description={expired ? t("workbench.section.expired") : state.error instanceof Error ? state.error.message : undefined}
        action={
          <Button size="small" onClick={state.reload}>
            {t("workbench.section.retry")}
          </Button>
        }
      />
    );
  } else if (isEmpty(state.data)) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  else body = children(state.data);
  return (
    <Card title={title} extra={extra} size="small" role="region" aria-label={title} style={{ marginBottom: 16 }}>
      {body}
    </Card>
  );
}
