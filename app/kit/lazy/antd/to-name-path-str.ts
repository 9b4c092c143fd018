import { toArray } from "antd/es/form/util";

/**
 * antd's Radio.Group reads `toNamePathStr` from the form's `useForm` hook module (vite.config.ts
 * sends that import here), which brings rc-field-form's whole Form and its validator (~17 KB
 * gzipped) to every page with a radio group — the identity dialog at entry among them. The same
 * function, alone.
 */
export function toNamePathStr(name: Parameters<typeof toArray>[0]): string {
  return toArray(name).join("_");
}
