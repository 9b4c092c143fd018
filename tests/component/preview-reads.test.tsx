import { act, render, screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readyOr, useLazyData } from "#app/features/header/items/use-lazy-data";
import { useLoad } from "#app/features/workbench/use-load";
import { apiGet } from "#app/platform-api/client";
import { refreshPreviewReads } from "#app/platform-api/preview-reads";
import { API, ok } from "#tests/mocks/envelope";

/**
 * A preview page's reads follow the admin's drafts (ADR 020 "Preview", ADR 057): when the console
 * says a draft was saved, the reads made after hydration (header entries, workbench sections) are
 * made again, and what they show stays until the new answer.
 */

let answer = "published";
let reads = 0;
/** Held answers: each read waits until the test lets it go, so what shows while reading is seen. */
let release: (() => void) | null = null;
const server = setupServer(
  http.get(`${API}/workbench/v4/portal-menus/quick-Entrances/current`, async () => {
    reads += 1;
    const given = answer;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return ok([{ name: given }]);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  answer = "published";
  reads = 0;
});
afterAll(() => server.close());

const readNames = (raw: unknown) => (raw as { name: string }[]).map((entry) => entry.name).join(",");
const PATH = "workbench/v4/portal-menus/quick-Entrances/current";

function HeaderEntries() {
  const names = readyOr(useLazyData(PATH, readNames), "…");
  return <p data-testid="header">{names}</p>;
}

function WorkbenchEntries() {
  const state = useLoad("quick", () => apiGet<unknown>(PATH).then(readNames));
  return <p data-testid="workbench">{state.status === "ready" ? state.data : state.status}</p>;
}

async function answerRead(): Promise<void> {
  await waitFor(() => expect(release).not.toBeNull());
  const go = release!;
  release = null;
  go();
}

describe("reads that follow the preview (ADR 057)", () => {
  it("a header item reads again on a preview refresh, showing the last answer until the new one", async () => {
    render(<HeaderEntries />);
    await answerRead();
    await waitFor(() => expect(screen.getByTestId("header").textContent).toBe("published"));
    answer = "draft";
    act(() => refreshPreviewReads());
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.getByTestId("header").textContent).toBe("published");
    await answerRead();
    await waitFor(() => expect(screen.getByTestId("header").textContent).toBe("draft"));
  });

  it("a workbench section reads again on a preview refresh, keeping its data shown meanwhile", async () => {
    render(<WorkbenchEntries />);
    await answerRead();
    await waitFor(() => expect(screen.getByTestId("workbench").textContent).toBe("published"));
    answer = "draft";
    act(() => refreshPreviewReads());
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.getByTestId("workbench").textContent).toBe("published");
    await answerRead();
    await waitFor(() => expect(screen.getByTestId("workbench").textContent).toBe("draft"));
  });

  it("without a refresh nothing is read again", async () => {
    render(<HeaderEntries />);
    await answerRead();
    await waitFor(() => expect(screen.getByTestId("header").textContent).toBe("published"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(1);
  });
});
