import { Spin } from "antd";
import { createContext, memo, Suspense, useContext, useEffect, useReducer, useRef, useState, type ComponentType, type CSSProperties, type ReactElement } from "react";
import { useTranslation } from "react-i18next";

/**
 * Parts of the shell that a page shows only on demand (dialogs, drawers, pages other than
 * the one opened) live in chunks of their own, loaded when first drawn. The server has every
 * piece loaded before it renders (entry.server) and names the ones drawn in the document; the
 * browser loads those before hydrating (entry.client). A piece whose code is at hand when it
 * mounts renders directly, without a Suspense boundary, so hydration meets the server's markup
 * in one pass: a boundary would hydrate later and fail on any update that reaches it first.
 *
 * A piece drawn *later* (ADR 045) is the exception: the server draws it whole inside a Suspense
 * boundary, and the browser keeps that markup as it was sent until the document's load event,
 * then loads the piece's code with the pieces drawn inside it and hydrates the boundary alone.
 * It takes only props that do not change (it is memoised), so no update reaches it first.
 */

interface Entry {
  load: () => Promise<ComponentType<never>>;
  /** Not loaded with every piece on the server: its route's loader calls its `preload` (ADR 044). */
  onDemand?: boolean;
  component?: ComponentType<never>;
  pending?: Promise<void>;
  failed?: boolean;
}

const pieces = new Map<string, Entry>();

/** A piece's name: its module's path under app/, without the extension (the server preloads it by that). */
const PIECE_NAME = /^[\w-]+(\/[\w-][\w.-]*)*$/;

/** The `<meta>` in which the server lists the pieces its render drew. */
export const DRAWN_PIECES_META = "portal-pieces";

/** The `<meta>` listing the pieces drawn later (a later piece and those inside it): loaded after the load event. */
export const LATER_PIECES_META = "portal-pieces-later";

/** Collects, during one server render, the names of the pieces drawn. */
export const DrawnPiecesContext = createContext<Set<string> | null>(null);

/** Per render's set of pieces drawn, the set of those drawn later (a later piece and those inside it). */
const laterSets = new WeakMap<Set<string>, Set<string>>();
const isLaterSet = new WeakSet<Set<string>>();

/** The names of the pieces a server render drew later (ADR 045): a later piece and those inside it. */
export function piecesDrawnLater(drawn: Set<string>): Set<string> {
  if (isLaterSet.has(drawn)) return drawn;
  let later = laterSets.get(drawn);
  if (!later) {
    later = new Set();
    laterSets.set(drawn, later);
    isLaterSet.add(later);
  }
  return later;
}

/** Resolves once the document has loaded (at once where there is no document, or it has). */
function documentLoaded(): Promise<void> {
  if (typeof document === "undefined" || document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

/** The `<meta>` naming the chunk files of the pieces drawn later (written by the server, preload-links.server). */
export const LATER_MODULES_META = "portal-later-modules";

/**
 * Asks for every chunk file the `<meta name={meta}>` names, side by side, each once (a no-op
 * without a document or the meta). Self-contained: the document's head also runs its source
 * at the first paint (preload-links.server `laterModulesScript`, ADR 064).
 */
export function askForModulesNamedIn(meta: string): void {
  if (typeof document === "undefined") return;
  const files = document.querySelector(`meta[name="${meta}"]`)?.getAttribute("content")?.split(/\s+/) ?? [];
  const asked = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")));
  for (const file of files.filter((f) => /^\/assets\/[\w.-]+\.js$/.test(f) && !asked.has(f))) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = file;
    document.head.append(link);
  }
}

/** The event a later piece's region sends once it has hydrated (its clicks meanwhile are then replayed). */
export const LATER_PIECE_READY_EVENT = "portal:later-piece-ready";
/** The attribute marking a later piece's region: "" as the server drew it, "ready" once hydrated. */
export const LATER_PIECE_ATTRIBUTE = "data-later-piece";

function load(entry: Entry): Promise<void> {
  if (entry.component) return Promise.resolve();
  entry.pending ??= entry.load().then(
    (component) => {
      entry.component = component;
      entry.failed = false;
      entry.pending = undefined;
    },
    () => {
      entry.failed = true;
      entry.pending = undefined;
    },
  );
  return entry.pending;
}

/** Loads the pieces named (unknown names are ignored); resolves when each has loaded or failed. */
export function preloadPieces(names: readonly string[]): Promise<void> {
  return Promise.all(names.map((name) => pieces.get(name)).map((entry) => (entry ? load(entry) : undefined))).then(() => undefined);
}

/** Loads every piece there is but the on-demand ones (the server, before rendering). */
export function preloadAllPieces(): Promise<void> {
  const names = [...pieces.entries()].filter(([, entry]) => !entry.component && !entry.onDemand).map(([name]) => name);
  return names.length === 0 ? Promise.resolve() : preloadPieces(names);
}

/** The piece names a server-rendered document lists (`meta`: those drawn later, with LATER_PIECES_META). */
export function drawnPieceNames(document: Document, meta: string = DRAWN_PIECES_META): string[] {
  const content = document.querySelector(`meta[name="${meta}"]`)?.getAttribute("content") ?? "";
  return content.split(/\s+/).filter(Boolean);
}

/** The `<meta>` naming the pieces drawn, for the document's head; empty when none were. */
export function drawnPiecesMeta(names: ReadonlySet<string>, meta: string = DRAWN_PIECES_META): string {
  const list = [...names].filter((name) => PIECE_NAME.test(name)).join(" ");
  return list ? `<meta name="${meta}" content="${list}">` : "";
}

export type PieceLoading = "inline" | "overlay" | "none";

/** What shows while a piece loads: a spinner in place, or over the page for a dialog or drawer. */
function Loading({ variant, box }: { variant: PieceLoading; box?: CSSProperties }) {
  const { t } = useTranslation();
  if (variant === "none") return null;
  const spinner = <Spin />;
  return variant === "overlay" ? (
    <div role="status" aria-label={t("app.loading")} style={{ position: "fixed", inset: 0, zIndex: 1000, display: "grid", placeItems: "center", pointerEvents: "none" }}>
      {spinner}
    </div>
  ) : (
    <div role="status" aria-label={t("app.loading")} style={{ display: "grid", placeItems: "center", minHeight: 120, ...box }}>
      {spinner}
    </div>
  );
}

/** The retry's look: a small outlined button, drawn without antd's Button (whose code every page would then load first, ADR 045). */
const RETRY_BUTTON: CSSProperties = { font: "inherit", fontSize: 14, lineHeight: "22px", padding: "0 7px", border: "1px solid #d9d9d9", borderRadius: 4, background: "#fff", color: "rgba(0,0,0,0.88)", cursor: "pointer" };

/** A piece whose chunk did not load: says so and offers to try again. */
function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ display: "grid", placeItems: "center", gap: 8, padding: 16 }}>
      <span>{t("app.pieceFailed")}</span>
      <button type="button" style={RETRY_BUTTON} onClick={onRetry}>
        {t("app.retry")}
      </button>
    </div>
  );
}

/**
 * A component whose code loads on first draw, with a loading state meanwhile. Once loaded it
 * renders synchronously, always as the same element, so its state is kept across renders.
 * `name` is the path of the module `loader` imports, under app/ and without the extension
 * ("features/workbench/WorkbenchPage"): the document lists it, and the server preloads
 * that module's chunk for a page that draws the piece.
 */
export function lazyPiece<P extends object>(
  name: string,
  loader: () => Promise<ComponentType<P>>,
  loading: PieceLoading = "inline",
  /** The inline loading state's box, to keep the piece's size meanwhile. */
  box?: CSSProperties,
  /**
   * An on-demand piece is not loaded with every piece on the server: the loader of the route that
   * draws it calls its `preload`, so a server loads its code only once such a page is asked for.
   * A later piece (ADR 045) is drawn by the server and hydrated after the document's load event,
   * its code fetched then with the pieces drawn inside it. It must sit under props that do not
   * change before it has hydrated.
   */
  { onDemand = false, later = false }: { onDemand?: boolean; later?: boolean } = {},
): ComponentType<P> & { preload: () => Promise<void> } {
  // A later piece's own code registers the pieces drawn inside it: they load once it is in.
  const loadCode = later
    ? () =>
        documentLoaded()
          .then(() => {
            askForModulesNamedIn(LATER_MODULES_META);
            return loader();
          })
          .then((component) => (typeof document === "undefined" ? component : preloadPieces(drawnPieceNames(document, LATER_PIECES_META).filter((drawn) => drawn !== name)).then(() => component)))
    : loader;
  const entry: Entry = { load: loadCode as () => Promise<ComponentType<never>>, onDemand };
  pieces.set(name, entry);

  function Body(props: P): ReactElement {
    const [, retried] = useReducer((n: number) => n + 1, 0);
    const Component = entry.component as ComponentType<P> | undefined;
    if (Component) return <Component {...props} />;
    if (entry.failed && !entry.pending) return <Failed onRetry={() => void load(entry).then(retried)} />;
    // Suspends until the chunk is in (or has failed, which draws the retry).
    throw load(entry);
  }

  function Piece(props: P) {
    useContext(DrawnPiecesContext)?.add(name);
    // Decided once per mount: a piece loaded by then never suspends.
    const [direct] = useState(() => entry.component !== undefined);
    if (direct) return <Body {...props} />;
    return (
      <Suspense fallback={<Loading variant={loading} box={box} />}>
        <Body {...props} />
      </Suspense>
    );
  }
  Piece.displayName = `Lazy(${name})`;

  /** Its region, marked "ready" once hydrated: a click on it before then is held and replayed (entry.client). */
  function LaterRegion(props: P) {
    const region = useRef<HTMLDivElement>(null);
    useEffect(() => {
      region.current?.setAttribute(LATER_PIECE_ATTRIBUTE, "ready");
      window.dispatchEvent(new Event(LATER_PIECE_READY_EVENT));
    }, []);
    return (
      <div ref={region} {...{ [LATER_PIECE_ATTRIBUTE]: "" }} style={{ display: "contents" }}>
        <Body {...props} />
      </div>
    );
  }

  function LaterPiece(props: P) {
    const drawn = useContext(DrawnPiecesContext);
    const inner = drawn ? piecesDrawnLater(drawn) : null;
    inner?.add(name);
    // Always a boundary, on the server too: the browser hydrates it once its code is in.
    return (
      <DrawnPiecesContext.Provider value={inner}>
        <Suspense fallback={<Loading variant={loading} box={box} />}>
          <LaterRegion {...props} />
        </Suspense>
      </DrawnPiecesContext.Provider>
    );
  }
  LaterPiece.displayName = `Later(${name})`;

  return Object.assign(later ? (memo(LaterPiece) as unknown as ComponentType<P>) : Piece, { preload: () => load(entry) });
}

/** True from the first time `shown` is true on: an on-demand piece is drawn once asked for and then kept. */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}
