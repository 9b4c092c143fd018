import type copy from "copy-to-clipboard";

/**
 * antd's Typography copies through this (vite.config.ts): no portal text is copyable, so
 * copy-to-clipboard loads on the first copy. antd does not read the answer, which can only
 * be known once it has loaded: it says the copy was made.
 */
const copyLater: typeof copy = (text, options) => {
  void import("copy-to-clipboard").then(
    (module) => module.default(text, options),
    () => undefined,
  );
  return true;
};
export default copyLater;
