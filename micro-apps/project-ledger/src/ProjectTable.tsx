import type { LedgerTexts } from "./texts";
import { fill } from "../../shared/locale";
import type { ProjectsState } from "./use-ledger";

interface ProjectTableProps {
  state: ProjectsState;
  texts: LedgerTexts;
  onRetry: () => void;
}

/** The org's projects, with loading, empty and error states (the error offers a retry). */
export function ProjectTable({ state, texts, onRetry }: ProjectTableProps) {
  if (state.status === "loading") {
    return (
      <p className="project-ledger__state" role="status" aria-live="polite">
        {texts.loading}
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div className="project-ledger__state project-ledger__state--error" role="alert">
        <p>{state.unauthorized ? texts.unauthorized : fill(texts.failed, { reason: state.message })}</p>
        <button type="button" className="project-ledger__button" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const { projects, total } = state.list;
  if (projects.length === 0) {
    return (
      <div className="project-ledger__state" role="status">
        <p>{texts.empty}</p>
        <p className="project-ledger__hint">{texts.emptyHint}</p>
      </div>
    );
  }
  return (
      <table className="project-ledger__table">
        <caption className="project-ledger__caption">{fill(texts.shown, { shown: projects.length, total })}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.colName}</th>
            <th scope="col">{texts.colSap}</th>
            <th scope="col">{texts.colStatus}</th>
            <th scope="col">{texts.colBookmark}</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((p) => (
            <tr key={p.id}>
              <th scope="row" title={p.fullName}>
                {p.name}
              </th>
              <td>{p.sapCode ?? texts.noValue}</td>
              <td>{p.status === null ? texts.noValue : (state.statuses.get(p.status) ?? p.status)}</td>
              <td>{p.userFocus ? <span aria-label={texts.bookmarked}>★</span> : texts.noValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
  );
}
