import { Modal } from "antd";
import { FRAME_SANDBOX } from "./frame-sandbox";

interface Props {
  /** A checked page address, or null while closed. */
  src: string | null;
  title: string;
  onClose(): void;
}

/** The dialog of FrameDialog, loaded when one first opens. */
export function FrameDialogModal({ src, title, onClose }: Props) {
  return (
    <Modal open={src !== null} title={title} onCancel={onClose} footer={null} width="80%" destroyOnHidden styles={{ body: { height: "70vh", padding: 0 } }}>
      {src ? <iframe src={src} title={title} sandbox={FRAME_SANDBOX} referrerPolicy="strict-origin-when-cross-origin" style={{ border: 0, width: "100%", height: "100%" }} /> : null}
    </Modal>
  );
}
