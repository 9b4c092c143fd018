/** A ledger entry being written: the form's fields as typed. */
export interface LedgerDraft {
  projectId: string;
  amount: string;
  note: string;
}

/** An entry added on this page. */
export interface LedgerEntry {
  id: number;
  projectId: string;
  projectName: string;
  amount: number;
  note: string;
  at: number;
}

export const NOTE_MAX = 200;
export const EMPTY_DRAFT: LedgerDraft = { projectId: "", amount: "", note: "" };

export type DraftField = keyof LedgerDraft;
export type DraftProblem = "needProject" | "needAmount" | "badAmount" | "noteTooLong";

/** Digits with at most two decimals after "." or "," (sv-SE writes a comma); spaces between digit groups are allowed. */
const AMOUNT = /^\d{1,12}(?:[.,]\d{1,2})?$/;

/** The amount typed, as a number above 0; null when it is not one. */
export function parseAmount(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, "");
  if (!AMOUNT.test(compact)) return null;
  const value = Number(compact.replace(",", "."));
  return value > 0 ? value : null;
}

/**
 * Checks a draft against the projects offered: the entry to add, or the problem of each
 * field (the project must be one of the list; amount above 0; note up to NOTE_MAX).
 */
export function checkDraft(
  draft: LedgerDraft,
  projects: readonly { id: string; name: string }[],
): { ok: true; projectName: string; amount: number; note: string } | { ok: false; problems: Partial<Record<DraftField, DraftProblem>> } {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  const project = projects.find((p) => p.id === draft.projectId);
  if (!project) problems.projectId = "needProject";
  const amount = parseAmount(draft.amount);
  if (draft.amount.trim() === "") problems.amount = "needAmount";
  else if (amount === null) problems.amount = "badAmount";
  const note = draft.note.trim();
  if (note.length > NOTE_MAX) problems.note = "noteTooLong";
  if (!project || amount === null || problems.note) return { ok: false, problems };
  return { ok: true, projectName: project.name, amount, note };
}
