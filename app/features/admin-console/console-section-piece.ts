import { lazyPiece } from "#app/kit/lazy/lazy-piece";

/**
 * The console's sections as an on-demand lazy piece (ADR 044): a server loads their code
 * (ProComponents with it) only once a console page is asked for, in the console's loader, not
 * with every other piece at its first render; the browser loads it with the console's first page.
 */
export const ConsoleSectionPiece = lazyPiece("features/admin-console/ConsoleSection", () => import("./ConsoleSection").then((m) => m.ConsoleSection), "inline", { minHeight: 240 }, { onDemand: true });
