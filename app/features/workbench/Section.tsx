import { Card, Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import type { LoadState } from "./use-load";

// A failure is the exception: its code loads when a section first fails.
const SectionFailure = lazyPiece("features/workbench/SectionFailure", () => import("./SectionFailure").then((m) => m.SectionFailure), "none");

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
  let body: ReactNode;
  if (state.status === "loading") body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (state.status === "error") body = <SectionFailure title={title} error={state.error} onRetry={state.reload} />;
  else if (isEmpty(state.data)) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  else body = children(state.data);
  return (
    <Card title={title} extra={extra} size="small" role="region" aria-label={title} style={{ marginBottom: 16 }}>
      {body}
    </Card>
  );
}
