import { ApiError, badRequest } from "./envelope.ts";

/**
 * Publishing some fields of a draft (ADR 054): a kind such as the header theme is edited by
 * more than one console section, and an admin may publish one section's fields while the
 * others stay a draft. The fields are the draft's top-level properties, as JSON pointers
 * ("/watermarkSwitch"), the same pointers a version's summary lists. Pure.
 */

/** The most fields one publish names (the header theme has fewer than 40). */
export const MAX_PUBLISH_FIELDS = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The property a top-level JSON pointer names ("/a~1b" → "a/b"). */
export function propertyOf(pointer: string): string {
  return pointer.slice(1).replace(/~1/g, "/").replace(/~0/g, "~");
}

/**
 * The `fields` of a publish call as top-level pointers, or undefined when the call names none
 * (the whole draft is published). Throws 400 for anything but 1–MAX_PUBLISH_FIELDS distinct
 * pointers of one property each.
 */
export function publishFields(raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_PUBLISH_FIELDS) throw badRequest(`fields: must list 1 to ${MAX_PUBLISH_FIELDS} fields as JSON pointers, such as "/watermarkSwitch"`);
  for (const field of raw) {
    if (typeof field !== "string" || !/^\/[^/]{1,100}$/.test(field) || ["__proto__", "constructor", "prototype"].includes(propertyOf(field)))
      throw badRequest(`fields: ${String(field).slice(0, 64)} is not the JSON pointer of a top-level property, such as "/watermarkSwitch"`);
  }
  return [...new Set(raw as string[])];
}

/**
 * What is published when only `fields` of the draft are: the live value with those
 * properties taken from the draft (a property the draft no longer has is removed), every
 * other property as live has it. Throws 409 when the draft is not an object (it has no fields).
 */
export function withDraftFields(live: unknown, draft: unknown, fields: readonly string[]): Record<string, unknown> {
  if (!isRecord(draft)) throw new ApiError(409, "The draft has no fields to publish one by one: publish it whole", "409");
  const next: Record<string, unknown> = isRecord(live) ? { ...live } : {};
  for (const field of fields) {
    const property = propertyOf(field);
    if (Object.prototype.hasOwnProperty.call(draft, property)) next[property] = draft[property];
    else delete next[property];
  }
  return next;
}

/** The top-level pointers whose values differ between the published value and the draft: what is left to publish. */
export function unpublishedFields(live: unknown, draft: unknown): string[] {
  const a = isRecord(live) ? live : {};
  const b = isRecord(draft) ? draft : {};
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null))
    .map((key) => `/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
}
