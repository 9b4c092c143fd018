import type { ConfigUpdate } from "antd/es/modal/confirm";
import destroyFns from "antd/es/modal/destroyFns";
import type { ModalFuncProps } from "antd/es/modal/interface";

/**
 * antd's Modal takes its static confirm (Modal.confirm, info, success, error, warning) from
 * here (vite.config.ts): the same API, whose code (the confirm dialog and its rendering) loads
 * on the first call. Until then a call returns a handle that forwards to the real one once it
 * exists; Modal.destroyAll before that closes the waiting call (it never opens).
 */
type Real = typeof import("antd/es/modal/confirm");
type Handle = ReturnType<Real["default"]>;

let real: Promise<Real> | null = null;
let rootPrefixCls: string | null = null;

function loadReal(): Promise<Real> {
  real ??= import("antd/es/modal/confirm").then((module) => {
    if (rootPrefixCls !== null) module.modalGlobalConfig({ rootPrefixCls });
    return module;
  });
  return real;
}

export default function confirm(config: ModalFuncProps): Handle {
  let handle: Handle | null = null;
  let closed = false;
  const waiting: ((handle: Handle) => void)[] = [];
  // Modal.destroyAll pops every close function: until the real dialog exists, this one stands for it.
  const closeWaiting = () => {
    closed = true;
  };
  destroyFns.push(closeWaiting);
  void loadReal().then(
    (module) => {
      const at = destroyFns.indexOf(closeWaiting);
      if (at >= 0) destroyFns.splice(at, 1);
      if (closed) return;
      handle = module.default(config);
      for (const call of waiting.splice(0)) call(handle);
    },
    (error: unknown) => console.error("portal: the confirm dialog's code did not load", error),
  );
  const later = (call: (handle: Handle) => void) => (handle ? call(handle) : waiting.push(call));
  return {
    destroy: (...args: unknown[]) => {
      if (!handle) closed = true;
      later((h) => h.destroy(...args));
    },
    update: (next: ConfigUpdate) => later((h) => h.update(next)),
  };
}

export const withWarn = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: "warning" });
export const withInfo = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: "info" });
export const withSuccess = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: "success" });
export const withError = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: "error" });
export const withConfirm = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: "confirm" });

export function modalGlobalConfig(config: { rootPrefixCls: string }): void {
  rootPrefixCls = config.rootPrefixCls;
  void real?.then((module) => module.modalGlobalConfig(config));
}
