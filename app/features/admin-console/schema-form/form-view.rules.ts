import { childPointer, type FieldFault } from "./field-errors.rules";

/**
 * What the schema form shows (ADR 056): which fields the filter leaves, and which faults are
 * shown yet. Pure; the React side is SchemaForm.tsx.
 */

/** A field's title matches the filter: the filter's words, each somewhere in the title, case and width aside; an empty filter matches all. */
export function fieldMatches(title: string, filter: string): boolean {
  const fold = (text: string) => text.normalize("NFKC").toLocaleLowerCase();
  const haystack = fold(title);
  return fold(filter)
    .split(/\s+/)
    .filter((word) => word !== "")
    .every((word) => haystack.includes(word));
}

/** The JSON pointer of an antd form field's name path (`["a", 0, "b"]` → `/a/0/b`). */
export function namePointer(name: (string | number)[] | string | number): string {
  return (Array.isArray(name) ? name : [name]).reduce<string>((pointer, part) => childPointer(pointer, part), "");
}

/** Whether `value` has something (not undefined or null) at `pointer`. */
export function hasValueAt(value: unknown, pointer: string): boolean {
  if (pointer === "") return value !== undefined && value !== null;
  let node: unknown = value;
  for (const raw of pointer.slice(1).split("/")) {
    const part = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object") return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined && node !== null;
}

export interface FaultVisibility {
  /** Every fault shows (after a publish attempt). */
  all: boolean;
  /** The pointers of the fields the admin has changed in this form. */
  touched: ReadonlySet<string>;
  /** Whether the value held something at a pointer when the form mounted (a saved draft's fault shows at once). */
  present: (pointer: string) => boolean;
}

/**
 * The faults shown, by field pointer: all of them after a publish attempt; otherwise a field's
 * when the admin changed it or something inside it, or it held a value
 * as the form mounted. A new form, or a new list item, shows none until touched.
 */
export function shownFaults(byField: Record<string, FieldFault[]>, visibility: FaultVisibility): Record<string, FieldFault[]> {
  if (visibility.all) return byField;
  const touched = [...visibility.touched];
  const isTouched = (pointer: string) => touched.some((done) => done === pointer || done.startsWith(`${pointer}/`));
  return Object.fromEntries(Object.entries(byField).filter(([pointer]) => isTouched(pointer) || visibility.present(pointer)));
}
