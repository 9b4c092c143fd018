import { act } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DrawnPiecesContext, drawnPiecesMeta, LATER_PIECES_META, lazyPiece, piecesDrawnLater, preloadAllPieces } from "#app/kit/lazy/lazy-piece";
import { laterClicksScript } from "#app/kit/lazy/later-clicks";

// ADR 045: a later piece is drawn by the server inside a Suspense boundary and hydrated after the
// document's load event, with the pieces drawn inside it.

function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {label} {clicks}
    </button>
  );
}

/** A later piece drawing a piece inside it, named afresh (the registry is the module's, as in a browser). */
function laterPieces(suffix: string) {
  const Inner = lazyPiece(`test/laterInner${suffix}`, () => Promise.resolve(Counter));
  function Outer({ label }: { label: string }) {
    return <Inner label={label} />;
  }
  const loads = vi.fn(() => Promise.resolve(Outer));
  return { Later: lazyPiece(`test/laterOuter${suffix}`, loads, "inline", undefined, { later: true }), loads };
}

/** What the server draws for a later piece of Counter labelled `label` (checked in the first test). */
const serverMarkup = (label: string) => `<!--$--><div data-later-piece="" style="display:contents"><button type="button">${label}<!-- --> <!-- -->0</button></div><!--/$-->`;

let root: Root | null = null;
let container: HTMLElement | null = null;
const loading = { value: "complete" as DocumentReadyState };
Object.defineProperty(document, "readyState", { configurable: true, get: () => loading.value });

/** Puts the server's markup `html` in the document as a page still loading, and hydrates `ui` over it. */
async function hydrateWhileLoading(ui: JSX.Element, html: string, meta = ""): Promise<{ recoverable: unknown[] }> {
  document.head.innerHTML = meta;
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  loading.value = "interactive";
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container!, ui, { onRecoverableError: (error) => void recoverable.push(error) });
  });
  return { recoverable };
}

async function documentLoads(): Promise<void> {
  loading.value = "complete";
  await act(async () => {
    window.dispatchEvent(new Event("load"));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The later region hydrated in place: marked ready, the server's button kept (not drawn again), answering a click with `clicked`, and no recoverable error. */
function expectHydratedInPlace(button: HTMLButtonElement, clicked: string, recoverable: unknown[]): void {
  expect(container!.querySelector("[data-later-piece]")!.getAttribute("data-later-piece")).toBe("ready");
  expect(container!.querySelector("button")).toBe(button);
  act(() => button.click());
  expect(button.textContent).toBe(clicked);
  expect(recoverable).toEqual([]);
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  loading.value = "complete";
});

describe("a later piece (ADR 045)", () => {
  it("is drawn whole by the server inside a boundary, and lists the pieces drawn inside it apart", async () => {
    const { Later: LaterOuter } = laterPieces("Server");
    await preloadAllPieces();
    const drawn = new Set<string>();
    const html = renderToString(
      <DrawnPiecesContext.Provider value={drawn}>
        <LaterOuter label="Ada" />
      </DrawnPiecesContext.Provider>,
    );
    expect(html).toBe(serverMarkup("Ada"));
    expect([...drawn]).toEqual([]);
    expect(drawnPiecesMeta(piecesDrawnLater(drawn), LATER_PIECES_META)).toBe('<meta name="portal-pieces-later" content="test/laterOuterServer test/laterInnerServer">');
  });

  it("keeps the server's markup until the document has loaded, then hydrates it in place", async () => {
    const { Later, loads } = laterPieces("Load");
    const { recoverable } = await hydrateWhileLoading(
      <Later label="Ada" />,
      serverMarkup("Ada"),
      '<meta name="portal-pieces-later" content="test/laterOuterLoad test/laterInnerLoad"><meta name="portal-later-modules" content="/assets/PortalPage-x1.js https://elsewhere.example/a.js /assets/core-c3.js">',
    );
    const button = container!.querySelector("button")!;
    const region = container!.querySelector("[data-later-piece]")!;
    // Hydration has run, but the piece waits for the load event: its markup is the server's, not live.
    expect(region.getAttribute("data-later-piece")).toBe("");
    expect(loads).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    act(() => button.click());
    expect(button.textContent).toBe("Ada 0");

    await documentLoads();
    // Its chunk files were asked for side by side once the document had loaded (the server's list; only the portal's own files).
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"))).toEqual(["/assets/PortalPage-x1.js", "/assets/core-c3.js"]);
    expect(region.getAttribute("data-later-piece")).toBe("ready");
    // The same element, hydrated: not drawn again.
    expectHydratedInPlace(button, "Ada 1", recoverable);
  });

  it("loads the pieces drawn inside it with it, so that they hydrate as the server drew them", async () => {
    const { Later } = laterPieces("Inner");
    const { recoverable } = await hydrateWhileLoading(<Later label="Grace" />, serverMarkup("Grace"), '<meta name="portal-pieces-later" content="test/laterInnerInner">');
    const button = container!.querySelector("button")!;
    await documentLoads();
    expectHydratedInPlace(button, "Grace 1", recoverable);
  });

  it("takes no update from above before it has hydrated: its parent drawing again leaves it as sent", async () => {
    const { Later } = laterPieces("Parent");
    let redraw: () => void = () => undefined;
    function Parent() {
      const [n, setN] = useState(0);
      redraw = () => setN(n + 1);
      return (
        <>
          <span>{n}</span>
          <Later label="Ada" />
        </>
      );
    }
    const { recoverable } = await hydrateWhileLoading(<Parent />, `<span>0</span>${serverMarkup("Ada")}`, '<meta name="portal-pieces-later" content="test/laterInnerParent">');
    const button = container!.querySelector("button")!;
    act(() => redraw());
    expect(container!.querySelector("span")!.textContent).toBe("1");
    expect(container!.querySelector("button")).toBe(button);
    await documentLoads();
    expect(container!.querySelector("button")).toBe(button);
    expect(recoverable).toEqual([]);
  });
});

describe("a later piece whose code does not load (ADR 045)", () => {
  it("says so in place of the page and loads again on retry", async () => {
    // React's development build warns of the markup it could not hydrate: expected here.
    const warned = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    const loads = vi.fn(() => (fail ? Promise.reject(new Error("offline")) : Promise.resolve(Counter)));
    const Later = lazyPiece("test/laterFailing", loads, "inline", undefined, { later: true });
    const { recoverable } = await hydrateWhileLoading(<Later label="Ada" />, serverMarkup("Ada"));
    await documentLoads();
    // React cannot hydrate the server's markup without the code: it draws the piece's failure instead.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    // (The strings are the failure's own, app.pieceFailed and app.retry; lazy-piece.test.tsx reads them in each locale.)
    expect(container!.querySelector('[role="alert"]')?.textContent).toBe("app.pieceFailedapp.retry");
    expect(recoverable.length).toBeGreaterThan(0);
    expect(warned).toHaveBeenCalled();
    fail = false;
    await act(async () => container!.querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(loads).toHaveBeenCalledTimes(2);
    expect(container!.querySelector("button")!.textContent).toBe("Ada 0");
  });
});

describe("a click on a later piece before it has hydrated (ADR 045)", () => {
  it("is held, its default prevented, and made again once the piece has hydrated", async () => {
    // As the document runs it: the inline script's own text, before any module of the page.
    const script = laterClicksScript(undefined);
    expect(script).toMatch(/^<script>\(function/);
    new Function(script.replace(/^<script>/, "").replace(/<\/script>$/, ""))();
    const { Later } = laterPieces("Click");
    await hydrateWhileLoading(<Later label="Ada" />, serverMarkup("Ada"), '<meta name="portal-pieces-later" content="test/laterInnerClick">');
    const button = container!.querySelector("button")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => void button.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(button.textContent).toBe("Ada 0");

    await documentLoads();
    expect(button.textContent).toBe("Ada 1");
    // Once hydrated, clicks go through as they are.
    act(() => button.click());
    expect(button.textContent).toBe("Ada 2");
  });
});
