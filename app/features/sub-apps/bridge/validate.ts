/**
 * The shell's check of bridge messages (ADR 012): schemas/bridge-message.schema.json through
 * its generated validators (ajv standalone code, ADR 019): plain functions, no `new Function`
 * at run time, so the check works under a CSP without 'unsafe-eval' (ADR 017) and brings no
 * ajv into the page. What an iframe sends is untrusted input; a message is acted on only when
 * it is exactly one of the protocol's requests.
 */
import {
  validateBridgeAppMessage,
  validateBridgeContext,
  validateBridgeParentMessage,
  validateBridgeShellMessage,
} from "#app/types/generated/validators/bridge-message.js";
import type { AppMessage, BridgeContext, ParentMessage, ShellMessage } from "../../../../packages/bridge/src/protocol.ts";

export type BridgeCheck<T> = { ok: true; message: T } | { ok: false; problems: string[] };

/** A generated validator: a guard whose `errors` hold the faults of its last failed call. */
interface Validator {
  (data: unknown): boolean;
  errors?: readonly { instancePath: string; keyword: string; message?: string }[] | null;
}

function problemsOf(check: Validator): string[] {
  return (check.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? error.keyword}`);
}

function checkAs<T>(check: Validator, data: unknown): BridgeCheck<T> {
  try {
    if (check(data)) return { ok: true, message: data as T };
    return { ok: false, problems: problemsOf(check) };
  } catch (error) {
    // A value the check cannot walk (a getter that throws, a proxy) is not a message.
    return { ok: false, problems: [`the bridge message could not be checked: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

/**
 * Checks a message an app sent to the shell (a request of `AppToShell`).
 * Returns the typed message, or the problems (JSON pointer and reason) when it is not one.
 * Never throws.
 */
export function checkAppMessage(data: unknown): BridgeCheck<AppMessage> {
  return checkAs<AppMessage>(validateBridgeAppMessage, data);
}

/** Checks a message the shell is about to send to an app (`context` or `context-change`). Never throws. */
export function checkShellMessage(data: unknown): BridgeCheck<ShellMessage> {
  return checkAs<ShellMessage>(validateBridgeShellMessage, data);
}

/** Checks a message the embedded shell is about to send to its parent page. Never throws. */
export function checkParentMessage(data: unknown): BridgeCheck<ParentMessage> {
  return checkAs<ParentMessage>(validateBridgeParentMessage, data);
}

/** Checks a context as the shell would send it; the problems say which field is wrong. Never throws. */
export function checkBridgeContext(context: unknown): BridgeCheck<BridgeContext> {
  return checkAs<BridgeContext>(validateBridgeContext, context);
}
