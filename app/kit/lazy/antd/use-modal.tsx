import type { HookAPI, ModalFuncWithPromise } from "antd/es/modal/useModal";
import { lazy, useMemo, type ReactElement } from "react";
import { useLazyHookApi } from "./lazy-hook-api";

const ModalHolder = lazy(() => import("./modal-holder"));

type Kind = keyof HookAPI;
type Handle = ReturnType<ModalFuncWithPromise>;

/**
 * antd's App gets its `modal` from here (vite.config.ts): the same API, whose code (Modal and
 * its dialogs) loads on the first call. Until then a call returns a handle that forwards to
 * the real one once it exists: destroy and update wait for it, `then` resolves through it.
 */
export default function useModal(): readonly [HookAPI, ReactElement] {
  const { run, holder } = useLazyHookApi(ModalHolder, undefined);
  const api = useMemo(() => {
    const method =
      (kind: Kind): ModalFuncWithPromise =>
      (config) => {
        let real: Handle | null = null;
        const waiting: ((handle: Handle) => void)[] = [];
        // Boxed: the handle is itself a thenable, which a promise would unwrap.
        let opened: (box: { handle: Handle }) => void = () => undefined;
        const box = new Promise<{ handle: Handle }>((resolve) => (opened = resolve));
        run((modal) => {
          real = modal[kind](config);
          for (const call of waiting.splice(0)) call(real);
          opened({ handle: real });
        });
        const later = (call: (handle: Handle) => void) => (real ? call(real) : waiting.push(call));
        return {
          destroy: () => void later((h) => h.destroy()),
          update: (next) => void later((h) => h.update(next)),
          then: (resolve, reject) => box.then(({ handle }) => handle.then(resolve, reject)),
        };
      };
    return { info: method("info"), success: method("success"), error: method("error"), warning: method("warning"), confirm: method("confirm") };
  }, [run]);
  return [api, holder] as const;
}
