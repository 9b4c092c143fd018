import { useId, type FormEvent } from "react";
import { fill } from "../../shared/locale";
import type { Project } from "../../shared/projects";
import { NOTE_MAX, type DraftField, type DraftProblem, type LedgerDraft } from "./ledger-entry";
import type { LedgerTexts } from "./texts";

interface EntryFormProps {
  texts: LedgerTexts;
  projects: readonly Project[];
  draft: LedgerDraft;
  problems: Partial<Record<DraftField, DraftProblem>>;
  onChange: (draft: LedgerDraft) => void;
  onSubmit: () => void;
  onClear: () => void;
}

/** "New ledger entry": project, amount and note. The draft lives in the app, so it outlasts a hidden (kept-alive) tab. */
export function EntryForm({ texts, projects, draft, problems, onChange, onSubmit, onClear }: EntryFormProps) {
  const id = useId();
  const field = (name: DraftField) => ({
    id: `${id}-${name}`,
    "aria-invalid": problems[name] ? true : undefined,
    "aria-describedby": problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problem = (name: DraftField) => {
    const kind = problems[name];
    if (!kind) return null;
    return (
      <span id={`${id}-${name}-problem`} className="project-ledger__problem">
        {fill(texts[kind], { max: NOTE_MAX })}
      </span>
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="project-ledger__form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`}>{texts.formTitle}</h3>
      <div className="project-ledger__field">
        <label htmlFor={`${id}-projectId`}>{texts.project}</label>
        <select {...field("projectId")} value={draft.projectId} onChange={(e) => onChange({ ...draft, projectId: e.target.value })}>
          <option value="">{texts.chooseProject}</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        {problem("projectId")}
      </div>
      <div className="project-ledger__field">
        <label htmlFor={`${id}-amount`}>{texts.amount}</label>
        <input {...field("amount")} inputMode="decimal" autoComplete="off" value={draft.amount} onChange={(e) => onChange({ ...draft, amount: e.target.value })} />
        {problem("amount")}
      </div>
      <div className="project-ledger__field project-ledger__field--wide">
        <label htmlFor={`${id}-note`}>{texts.note}</label>
        <textarea {...field("note")} rows={2} placeholder={texts.notePlaceholder} value={draft.note} onChange={(e) => onChange({ ...draft, note: e.target.value })} />
        {problem("note")}
      </div>
      <div className="project-ledger__actions">
        <button type="submit" className="project-ledger__button project-ledger__button--primary">
          {texts.add}
        </button>
        <button type="button" className="project-ledger__button" onClick={onClear}>
          {texts.clear}
        </button>
      </div>
      <p className="project-ledger__hint">{texts.localOnly}</p>
    </form>
  );
}
