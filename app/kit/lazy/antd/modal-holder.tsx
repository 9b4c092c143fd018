import useModal, { type HookAPI } from "antd/es/modal/useModal";
import { useEffect } from "react";

/** antd's own modal hook, mounted once a modal is first asked for (use-modal.tsx). */
export default function ModalHolder({ onApi }: { config: undefined; onApi: (api: HookAPI) => void }) {
  const [api, holder] = useModal();
  useEffect(() => onApi(api), [api, onApi]);
  return holder;
}
