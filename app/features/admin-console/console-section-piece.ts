import { lazyPiece, preloadPieceGroup } from "#app/kit/lazy/lazy-piece";

/** The group of the console's pieces (ADR 044). */
const CONSOLE_PIECES = "admin-console";

/**
 * The console's sections as a lazy piece of their own group (ADR 044): a server loads their code
 * (ProComponents with it) only once a console page is asked for, not with every other piece at
 * its first render; the browser loads it with the console's first page.
 */
export const ConsoleSectionPiece = lazyPiece("features/admin-console/ConsoleSection", () => import("./ConsoleSection").then((m) => m.ConsoleSection), "inline", { minHeight: 240 }, { group: CONSOLE_PIECES });

/** Loads the console's pieces: the console's loader, before a console page renders. */
export function loadConsolePieces(): Promise<void> {
  return preloadPieceGroup(CONSOLE_PIECES);
}
