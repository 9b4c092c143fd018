/** Feedback on the portal: what the form checks and what it keeps. Pure: no DOM, no storage. */
export const CATEGORIES = ["suggestion", "problem", "praise"] as const;
export type Category = (typeof CATEGORIES)[number];

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;
export const KEPT_MAX = 20;

export interface FeedbackDraft {
  category: string;
  message: string;
  email: string;
}

export interface Feedback {
  reference: string;
  category: Category;
  message: string;
  email: string;
  at: number;
}

export type FeedbackField = keyof FeedbackDraft;
export type FeedbackProblem = "needCategory" | "messageShort" | "messageLong" | "badEmail";

/** Loose on purpose: one @, something on both sides, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

export function checkFeedback(draft: FeedbackDraft): { ok: true; value: Omit<Feedback, "reference" | "at"> } | { ok: false; problems: Partial<Record<FeedbackField, FeedbackProblem>> } {
  const problems: Partial<Record<FeedbackField, FeedbackProblem>> = {};
  if (!(CATEGORIES as readonly string[]).includes(draft.category)) problems.category = "needCategory";
  const message = draft.message.trim();
  if (message.length < MESSAGE_MIN) problems.message = "messageShort";
  else if (message.length > MESSAGE_MAX) problems.message = "messageLong";
  const email = draft.email.trim();
  if (email !== "" && !EMAIL.test(email)) problems.email = "badEmail";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { category: draft.category as Category, message, email } };
}

/** A reference the user can quote: FB-YYYYMMDD-XXXX. */
export function feedbackReference(at: Date, random: () => number = Math.random): string {
  const day = at.toISOString().slice(0, 10).replace(/-/g, "");
  const tail = Math.floor(random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, "0");
  return `FB-${day}-${tail}`;
}

/** Kept feedback read back (JSON); anything malformed is dropped. */
export function readKept(raw: string | null): Feedback[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (f): f is Feedback =>
          !!f &&
          typeof f === "object" &&
          typeof (f as Feedback).reference === "string" &&
          (CATEGORIES as readonly unknown[]).includes((f as Feedback).category) &&
          typeof (f as Feedback).message === "string" &&
          typeof (f as Feedback).email === "string" &&
          typeof (f as Feedback).at === "number",
      )
      .slice(0, KEPT_MAX);
  } catch {
    return [];
  }
}
