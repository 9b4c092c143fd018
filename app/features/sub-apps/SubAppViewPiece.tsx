import { lazyPiece } from "#app/kit/lazy/lazy-piece";

/** The sub-app viewport as a piece loaded on demand: the home page loads none of the host (qiankun loads later still, with the first micro-app). */
export const SubAppViewPiece = lazyPiece("features/sub-apps/SubAppView", () => import("./SubAppView").then((m) => m.SubAppView), "inline", { minHeight: 360 });
