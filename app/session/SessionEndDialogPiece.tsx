import { lazyPiece } from "#app/kit/lazy/lazy-piece";

/**
 * The session-end dialog as a piece loaded on demand: most pages never show it. One piece for
 * its every use, since a piece's name is its module's and names one entry (lazy-piece).
 */
export const SessionEndDialogPiece = lazyPiece("session/SessionEndDialog", () => import("./SessionEndDialog").then((m) => m.SessionEndDialog), "overlay");
