/**
 * A fault found while reading config or resolving the layout (ARCHITECTURE §2 step 3):
 * logged, shown to tenant admins, never fatal.
 * `piece` names what was read (e.g. "header-theme", "layout"); `pointer` is a JSON
 * pointer into that piece ("" for the whole piece).
 */
export interface Problem {
  piece: string;
  pointer: string;
  message: string;
}
