import { useEffect, useLayoutEffect } from "react";

/**
 * useLayoutEffect in the browser (it runs as the DOM is committed, before paint), useEffect on
 * the server, where layout effects never run and React warns about them.
 */
export const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
