import { lazyPiece, useShownOnce } from "#app/kit/lazy/lazy-piece";
import { safeHttpUrl } from "#app/kit/security/url-safety";

// The dialog's code loads when one first opens.
const FrameDialogModal = lazyPiece("features/header/items/FrameDialogModal", () => import("./FrameDialogModal").then((m) => m.FrameDialogModal), "overlay");

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
  const drawn = useShownOnce(src !== null);
  return drawn ? <FrameDialogModal src={src} title={title} onClose={onClose} /> : null;
}
