import type { ConfigOptions, MessageInstance } from "antd/es/message/interface";
import useMessage from "antd/es/message/useMessage";
import { useEffect } from "react";

/** antd's own message hook, mounted once a message is first asked for (use-message.tsx). */
export default function MessageHolder({ config, onApi }: { config: ConfigOptions | undefined; onApi: (api: MessageInstance) => void }) {
  const [api, holder] = useMessage(config);
  useEffect(() => onApi(api), [api, onApi]);
  return holder;
}
