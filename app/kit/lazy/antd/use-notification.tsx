import type { NotificationConfig, NotificationInstance } from "antd/es/notification/interface";
import { lazy, useMemo, type ReactElement } from "react";
import { useLazyHookApi } from "./lazy-hook-api";

const NotificationHolder = lazy(() => import("./notification-holder"));

/**
 * antd's App gets its `notification` from here (vite.config.ts): the same API, whose code
 * loads on the first call; calls made before run, in order, once it is in.
 */
export default function useNotification(config?: NotificationConfig): readonly [NotificationInstance, ReactElement] {
  const { run, holder } = useLazyHookApi(NotificationHolder, config);
  const api = useMemo<NotificationInstance>(
    () => ({
      open: (args) => run((n) => n.open(args)),
      success: (args) => run((n) => n.success(args)),
      info: (args) => run((n) => n.info(args)),
      warning: (args) => run((n) => n.warning(args)),
      error: (args) => run((n) => n.error(args)),
      destroy: (key) => run((n) => n.destroy(key)),
    }),
    [run],
  );
  return [api, holder] as const;
}
