import { useEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { createIdleWatch, forgetIdleState, readTimedOutFlag } from "#app/session/activity.store";
import { SessionEndDialogPiece } from "./SessionEndDialogPiece";

interface Props {
  /** The header theme's loginSessionTimeout (hours), unvetted: garbage gives the default. */
  themeHours?: unknown;
  /** The portal's logout (a navigation). The idle values are forgotten just before it. */
  onLogout: () => void;
}

/**
 * The shell's idle timeout (SPEC §4, §8 Idle logout): after the allowed idle time a dialog
 * that cannot be dismissed, whose OK logs out. A page that loads while the operation-timed-out
 * flag is set logs out at once, so reloading does not get around the dialog. The watch is on
 * while the component is mounted (the idle store's activate and deactivate, in an effect).
 */
export function IdleTimeout({ themeHours, onLogout }: Props) {
  const [watch] = useState(createIdleWatch);
  const { timedOut } = useSnapshot(watch.state, { sync: true });
  const hours = useRef(themeHours);
  const logout = useRef(onLogout);
  useEffect(() => {
    hours.current = themeHours;
    logout.current = onLogout;
  });

  useEffect(() => {
    if (readTimedOutFlag()) {
      forgetIdleState();
      logout.current();
      return undefined;
    }
    watch.activate({ themeHours: () => hours.current });
    return () => watch.deactivate();
  }, [watch]);

  if (!timedOut) return null;
  // The dialog's code loads when the user has timed out, which most pages never see.
  return (
    <SessionEndDialogPiece
      open
      messageKey="idle.message"
      overOtherDialogs
      onOk={() => {
        forgetIdleState();
        logout.current();
      }}
    />
  );
}
