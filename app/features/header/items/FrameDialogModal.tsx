import { Modal } from "antd";
import { iframeSandbox } from "#app/kit/security/frame-sandbox";

interface Props {
  /** A checked page address, or null while closed. */
  src: string | null;
  title: string;
  onClose(): void;
}

/**
 * The dialog of FrameDialog, loaded when one first opens. Its frame is sandboxed by the rule of
 * every frame the shell draws (iframeSandbox, ADR 029): a help page or side entry on the
 * portal's own origin runs in an opaque origin unless it is code deployed with the shell.
 */
export function FrameDialogModal({ src, title, onClose }: Props) {
  return (
    <Modal open={src !== null} title={title} onCancel={onClose} footer={null} width="80%" destroyOnHidden styles={{ body: { height: "70vh", padding: 0 } }}>
      {src ? (
        <iframe src={src} title={title} sandbox={iframeSandbox(src, window.location.origin) ?? undefined} referrerPolicy="strict-origin-when-cross-origin" style={{ border: 0, width: "100%", height: "100%" }} />
      ) : null}
    </Modal>
  );
}
