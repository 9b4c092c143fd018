import type { ShowWaveEffect } from "antd/es/_util/wave/interface";

/**
 * antd's click wave (buttons, switches) draws its effect through this (vite.config.ts): the
 * effect's code loads on the first click that shows one, instead of with every page.
 */
const showWaveEffect: ShowWaveEffect = (element, info) => {
  void import("antd/es/_util/wave/WaveEffect").then(
    (effect) => effect.default(element, info),
    () => undefined,
  );
};
export default showWaveEffect;
