import { Modal } from "antd";
import { safeHttpUrl } from "#app/security/url-safety";
import { FRAME_SANDBOX } from "./frame-sandbox";

interface Props {
  /** The page to show; checked here again, an unsafe one shows nothing. */
  url: string | null;
  title: string;
  onClose(): void;
}

/**
 * A dialog with a sandboxed iframe (SPEC §2 "help iframe dialog", side entries with
 * openType 0): the help pages and side entries that do not open a new window.
 */
export function FrameDialog({ url, title, onClose }: Props) {
  const src = safeHttpUrl(url);
  return (
    <Modal open={src !== null} title={title} onCancel={onClose} footer={null} width="80%" destroyOnHidden styles={{ body: { height: "70vh", padding: 0 } }}>
      {src ? <iframe src={src} title={title} sandbox={FRAME_SANDBOX} referrerPolicy="strict-origin-when-cross-origin" style={{ border: 0, width: "100%", height: "100%" }} /> : null}
    </Modal>
  );
}
