import type { NotificationConfig, NotificationInstance } from "antd/es/notification/interface";
import useNotification from "antd/es/notification/useNotification";
import { useEffect } from "react";

/** antd's own notification hook, mounted once a notification is first asked for (use-notification.tsx). */
export default function NotificationHolder({ config, onApi }: { config: NotificationConfig | undefined; onApi: (api: NotificationInstance) => void }) {
  const [api, holder] = useNotification(config);
  useEffect(() => onApi(api), [api, onApi]);
  return holder;
}
