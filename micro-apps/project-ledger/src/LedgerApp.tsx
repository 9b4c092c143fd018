import { useCallback, useId, useRef, useState, type CSSProperties } from "react";
import type { ShellBridge } from "../../shared/bridge";
import { appLocale, fill, formatNumber, type AppLocale } from "../../shared/locale";
import { EntryForm } from "./EntryForm";
import { checkDraft, EMPTY_DRAFT, type DraftField, type DraftProblem, type LedgerDraft, type LedgerEntry } from "./ledger-entry";
import { ProjectTable } from "./ProjectTable";
import { TEXTS } from "./texts";
import { useBridgeContext, useProjects } from "./use-ledger";

/** The shell hears of activity in the app at most this often (its idle timeout, SPEC §4). */
const ACTIVITY_EVERY_MS = 10_000;
const COLOR = /^#[0-9a-fA-F]{3,8}$/;

export interface LedgerAppProps {
  /** The shell's bridge; null when the page is open on its own. */
  bridge: ShellBridge | null;
  /** Locale and org when there is no bridge (the page's `lang` and `orgId`). */
  standaloneLocale: AppLocale;
  standaloneOrgId: string | null;
}

/** The project ledger: the current org's projects and a form for new ledger entries. */
export function LedgerApp({ bridge, standaloneLocale, standaloneOrgId }: LedgerAppProps) {
  const context = useBridgeContext(bridge);
  const locale = context ? appLocale(context.locale) : standaloneLocale;
  const texts = TEXTS[locale];
  const org = context ? context.org : standaloneOrgId ? { id: standaloneOrgId, fullId: standaloneOrgId, name: standaloneOrgId, type: "" } : null;
  const [attempt, setAttempt] = useState(0);
  const onUnauthorized = useCallback(() => bridge?.reportUnauthorized(), [bridge]);
  const projects = useProjects(org, locale, attempt, onUnauthorized);
  const [draft, setDraft] = useState<LedgerDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Partial<Record<DraftField, DraftProblem>>>({});
  const [entries, setEntries] = useState<LedgerEntry[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const nextId = useRef(1);
  const lastActivity = useRef(0);
  const titleId = useId();
  // Some 25 menus open this app (SPEC §3 Menu node): each page is headed by its menu's name, the
  // app's own name under it, so the pages are told apart; on its own the page is the project ledger.
  const menuName = context?.menu?.name.trim() || null;
  const heading = menuName ?? texts.title;
  const orgLine = context ? (context.org?.name ?? texts.wholeTenant) : null;
  const subtitle = menuName && menuName !== texts.title ? (orgLine ? fill(texts.where, { app: texts.title, org: orgLine }) : texts.title) : orgLine;

  const listed = projects.status === "ready" ? projects.list.projects : [];
  const submit = () => {
    const checked = checkDraft(draft, listed);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    const entry: LedgerEntry = { id: nextId.current++, projectId: draft.projectId, projectName: checked.projectName, amount: checked.amount, note: checked.note, at: Date.now() };
    setEntries((list) => [entry, ...list]);
    setDraft(EMPTY_DRAFT);
    setProblems({});
    setAnnouncement(fill(texts.added, { project: entry.projectName }));
  };
  const reportActivity = () => {
    const now = Date.now();
    if (!bridge || now - lastActivity.current < ACTIVITY_EVERY_MS) return;
    lastActivity.current = now;
    bridge.reportActivity();
  };
  const theme = context?.theme;
  const style = theme && COLOR.test(theme.colorPrimary) ? ({ "--project-ledger-primary": theme.colorPrimary } as CSSProperties) : undefined;
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit" });

  return (
    // An article, not a second region: the portal's page region already bears the menu's name, which the heading repeats.
    <article className="project-ledger" data-testid="project-ledger" aria-labelledby={titleId} lang={locale} style={style} onKeyDown={reportActivity} onPointerDown={reportActivity}>
      <header className="project-ledger__header">
        <h2 id={titleId}>{heading}</h2>
        {subtitle && <p className="project-ledger__where">{subtitle}</p>}
      </header>
      {!bridge && (
        <p className="project-ledger__notice" role="note">
          {texts.standalone}
        </p>
      )}
      <section aria-label={texts.projects} className="project-ledger__projects">
        <ProjectTable state={projects} texts={texts} onRetry={() => setAttempt((n) => n + 1)} />
      </section>
      <EntryForm
        texts={texts}
        projects={listed}
        draft={draft}
        problems={problems}
        onChange={setDraft}
        onSubmit={submit}
        onClear={() => {
          setDraft(EMPTY_DRAFT);
          setProblems({});
        }}
      />
      <p className="project-ledger__sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <section aria-label={texts.entries} className="project-ledger__entries">
        <h3>{texts.entries}</h3>
        {entries.length === 0 ? (
          <p className="project-ledger__hint">{texts.noEntries}</p>
        ) : (
          <table className="project-ledger__table">
            <thead>
              <tr>
                <th scope="col">{texts.colProject}</th>
                <th scope="col">{texts.colAmount}</th>
                <th scope="col">{texts.colNote}</th>
                <th scope="col">{texts.colAt}</th>
                <th scope="col">
                  <span className="project-ledger__sr-only">{texts.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => {
                const amount = formatNumber(locale, e.amount, 2);
                return (
                  <tr key={e.id}>
                    <th scope="row">{e.projectName}</th>
                    <td className="project-ledger__number">{amount}</td>
                    <td>{e.note || texts.noValue}</td>
                    <td>{time.format(e.at)}</td>
                    <td>
                      <button
                        type="button"
                        className="project-ledger__button"
                        aria-label={fill(texts.removeEntry, { project: e.projectName, amount })}
                        onClick={() => setEntries((list) => list.filter((x) => x.id !== e.id))}
                      >
                        {texts.remove}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </article>
  );
}
