import { act, fireEvent, renderHook, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { drawnPieceNames, drawnPiecesMeta, DrawnPiecesContext, lazyPiece, preloadAllPieces, preloadPieces, useShownOnce } from "#app/kit/lazy/lazy-piece";
import { renderInPortal } from "./render";

/** A loader the test settles by hand. */
function manualLoader<P extends object>(component: (props: P) => JSX.Element) {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<(props: P) => JSX.Element>((resolve, reject) => {
      settle = { resolve: () => resolve(component), reject };
    });
  };
  return { load, settle: () => settle, calls: () => calls };
}

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      Hello {name} {clicks}
    </button>
  );
}

describe("lazyPiece", () => {
  it("shows a loading state named in the active locale, then the component with its props", async () => {
    const loader = manualLoader(Greeting);
    const Piece = lazyPiece("testGreeting", loader.load);
    renderInPortal(<Piece name="Ada" />, "sv-SE");
    expect(screen.getByRole("status", { name: "Laddar…" })).toBeTruthy();
    await act(async () => loader.settle().resolve());
    expect(await screen.findByRole("button", { name: "Hello Ada 0" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps the component's state across renders once loaded", async () => {
    const Piece = lazyPiece("testKeepsState", () => Promise.resolve(Greeting));
    function Host() {
      const [name, setName] = useState("Ada");
      return (
        <>
          <button type="button" onClick={() => setName("Grace")}>
            rename
          </button>
          <Piece name={name} />
        </>
      );
    }
    renderInPortal(<Host />);
    fireEvent.click(await screen.findByRole("button", { name: "Hello Ada 0" }));
    fireEvent.click(screen.getByRole("button", { name: "rename" }));
    expect(screen.getByRole("button", { name: "Hello Grace 1" })).toBeTruthy();
  });

  it("a piece whose code is already in renders at once, without a loading state", async () => {
    const Piece = lazyPiece("testPreloaded", () => Promise.resolve(Greeting));
    await preloadPieces(["testPreloaded", "noSuchPiece"]);
    renderInPortal(<Piece name="Ada" />);
    expect(screen.getByRole("button", { name: "Hello Ada 0" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a failed load says so in the active locale and loads again on retry", async () => {
    const loader = manualLoader(Greeting);
    const Piece = lazyPiece("testRetry", loader.load);
    renderInPortal(<Piece name="Ada" />, "zh-CN");
    await act(async () => loader.settle().reject(new Error("offline")));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("这部分页面未能加载");
    fireEvent.click(screen.getByRole("button", { name: /重\s*试/ }));
    expect(loader.calls()).toBe(2);
    await act(async () => loader.settle().resolve());
    expect(await screen.findByRole("button", { name: "Hello Ada 0" })).toBeTruthy();
  });

  it("names each piece it draws to the server render's collector", async () => {
    const First = lazyPiece("testCollectedA", () => Promise.resolve(Greeting));
    const Second = lazyPiece("testCollectedB", () => Promise.resolve(Greeting));
    const drawn = new Set<string>();
    renderInPortal(
      <DrawnPiecesContext.Provider value={drawn}>
        <First name="a" />
        <Second name="b" />
      </DrawnPiecesContext.Provider>,
    );
    await screen.findByRole("button", { name: "Hello b 0" });
    expect([...drawn].sort()).toEqual(["testCollectedA", "testCollectedB"]);
  });
});

describe("on-demand pieces (ADR 044)", () => {
  it("are not loaded with every piece, only by their own preload: then they render at once", async () => {
    const grouped = manualLoader(Greeting);
    const Grouped = lazyPiece("testGrouped", grouped.load, "inline", undefined, { onDemand: true });
    const ungrouped = manualLoader(Greeting);
    lazyPiece("testUngrouped", ungrouped.load);
    const all = preloadAllPieces();
    ungrouped.settle().resolve();
    await all;
    expect({ grouped: grouped.calls(), ungrouped: ungrouped.calls() }).toEqual({ grouped: 0, ungrouped: 1 });

    const group = Grouped.preload();
    expect(grouped.calls()).toBe(1);
    grouped.settle().resolve();
    await group;
    renderInPortal(<Grouped name="Ada" />);
    expect(screen.getByRole("button", { name: "Hello Ada 0" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("the drawn pieces in the document", () => {
  it("are written as a meta tag of safe names and read back", () => {
    const meta = drawnPiecesMeta(new Set(["features/workbench/WorkbenchPage", 'bad"><script>', "../escape", "shell/ProblemAlert"]));
    expect(meta).toBe('<meta name="portal-pieces" content="features/workbench/WorkbenchPage shell/ProblemAlert">');
    const doc = new DOMParser().parseFromString(`<html><head>${meta}</head><body></body></html>`, "text/html");
    expect(drawnPieceNames(doc)).toEqual(["features/workbench/WorkbenchPage", "shell/ProblemAlert"]);
  });

  it("no pieces write no tag, and a document without one names none", () => {
    expect(drawnPiecesMeta(new Set())).toBe("");
    expect(drawnPieceNames(new DOMParser().parseFromString("<html><head></head></html>", "text/html"))).toEqual([]);
  });
});

describe("useShownOnce", () => {
  it("is true from the first time it is asked for on", () => {
    const { result, rerender } = renderHook(({ shown }) => useShownOnce(shown), { initialProps: { shown: false } });
    expect(result.current).toBe(false);
    rerender({ shown: true });
    expect(result.current).toBe(true);
    rerender({ shown: false });
    expect(result.current).toBe(true);
  });
});
