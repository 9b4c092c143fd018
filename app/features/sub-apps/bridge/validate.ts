/**
 * The shell's check of bridge messages (ADR 012): schemas/bridge-message.schema.json through
 * ajv, compiled once, on first use. What an iframe sends is untrusted input; a message is
 * acted on only when it is exactly one of the protocol's requests.
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import bridgeMessageSchema from "../../../../schemas/bridge-message.schema.json";
import type { AppMessage, BridgeContext, ParentMessage, ShellMessage } from "../../../../packages/bridge/src/protocol.ts";

const SCHEMA_ID = bridgeMessageSchema.$id;

type Definition = "app" | "shell" | "parent" | "context";

const DEFINITION: Record<Definition, string> = {
  app: "appMessage",
  shell: "shellMessage",
  parent: "parentMessage",
  context: "context",
};

export type BridgeCheck<T> = { ok: true; message: T } | { ok: false; problems: string[] };

let ajv: Ajv2020 | null = null;
const compiled = new Map<Definition, ValidateFunction>();

function validatorOf(kind: Definition): ValidateFunction {
  const known = compiled.get(kind);
  if (known) return known;
  // `discriminator` picks the request's own branch by `type`, so a fault names its field.
  ajv ??= new Ajv2020({ allErrors: true, strict: false, discriminator: true });
  if (!ajv.getSchema(SCHEMA_ID)) ajv.addSchema(bridgeMessageSchema);
  const check = ajv.getSchema(`${SCHEMA_ID}#/$defs/${DEFINITION[kind]}`);
  if (!check) throw new Error(`bridge-message.schema.json has no definition "${DEFINITION[kind]}"`);
  compiled.set(kind, check);
  return check;
}

function problemsOf(check: ValidateFunction): string[] {
  return (check.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? error.keyword}`);
}

function checkAs<T>(kind: Definition, data: unknown): BridgeCheck<T> {
  let check: ValidateFunction;
  try {
    check = validatorOf(kind);
  } catch (error) {
    // ajv compiles with `new Function`; where that is forbidden nothing can be trusted, so nothing passes.
    return { ok: false, problems: [`the bridge message check is unavailable: ${error instanceof Error ? error.message : String(error)}`] };
  }
  if (check(data)) return { ok: true, message: data as T };
  return { ok: false, problems: problemsOf(check) };
}

/**
 * Checks a message an app sent to the shell (a request of `AppToShell`).
 * Returns the typed message, or the problems (JSON pointer and reason) when it is not one.
 * Never throws.
 */
export function checkAppMessage(data: unknown): BridgeCheck<AppMessage> {
  return checkAs<AppMessage>("app", data);
}

/** Checks a message the shell is about to send to an app (`context` or `context-change`). Never throws. */
export function checkShellMessage(data: unknown): BridgeCheck<ShellMessage> {
  return checkAs<ShellMessage>("shell", data);
}

/** Checks a message the embedded shell is about to send to its parent page. Never throws. */
export function checkParentMessage(data: unknown): BridgeCheck<ParentMessage> {
  return checkAs<ParentMessage>("parent", data);
}

/** Checks a context as the shell would send it; the problems say which field is wrong. Never throws. */
export function checkBridgeContext(context: unknown): BridgeCheck<BridgeContext> {
  return checkAs<BridgeContext>("context", context);
}
