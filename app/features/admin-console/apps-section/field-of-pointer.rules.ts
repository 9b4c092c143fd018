/**
 * The form field a fault's JSON pointer belongs to (a console form whose field names are the
 * body's top-level properties, objects of strings as nested names): `/nameAllLang/en` →
 * `["nameAllLang", "en"]`, `/allowedOrigins/3` → `["allowedOrigins"]` (a list is one field).
 * Null when the pointer names none of `fields` (the fault is the form's own). Pure.
 */
export function fieldOfPointer(pointer: string, fields: readonly string[], nested: readonly string[] = ["nameAllLang"]): string[] | null {
  const parts = pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
  const top = parts[0];
  if (top === undefined || !fields.includes(top)) return null;
  if (nested.includes(top) && parts[1] !== undefined) return [top, parts[1]];
  return [top];
}
