/** Why a bridge call failed; `code` is stable, the message is for developers. */
export type BridgeErrorCode =
  /** A request's arguments break the protocol's rules (e.g. a title of 65 characters). */
  | "invalid-request"
  /** A micro-app's props carry no usable `bridge`. */
  | "invalid-props"
  /** `connectToShell` ran in a page that is not inside a frame. */
  | "standalone"
  /** `connectToShell` found no exact origin to speak to (no option, no referrer). */
  | "no-shell-origin"
  /** The shell did not answer `ready` in time. */
  | "timeout";

export class BridgeError extends Error {
  readonly code: BridgeErrorCode;

  constructor(code: BridgeErrorCode, message: string) {
    super(message);
    this.name = "BridgeError";
    this.code = code;
  }
}
