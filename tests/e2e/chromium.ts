/** Debian's Chromium; test tools never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
