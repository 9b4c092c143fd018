import type { ArgsProps, ConfigOptions, JointContent, MessageInstance, MessageType } from "antd/es/message/interface";
import { lazy, useMemo, type ReactElement } from "react";
import { useLazyHookApi } from "./lazy-hook-api";

const MessageHolder = lazy(() => import("./message-holder"));

type Kind = "info" | "success" | "error" | "warning" | "loading";

/**
 * antd's App gets its `message` from here (vite.config.ts): the same API, whose code (the
 * message list and rc-notification) loads on the first message. Until then a call returns a
 * handle as antd's: calling it closes the message (or keeps it from showing), and it resolves
 * once the message has closed.
 */
export default function useMessage(config?: ConfigOptions): readonly [MessageInstance, ReactElement] {
  const { run, holder } = useLazyHookApi(MessageHolder, config);
  const api = useMemo<MessageInstance>(() => {
    const later = (show: (message: MessageInstance) => MessageType): MessageType => {
      let shown: MessageType | null = null;
      let closed = false;
      // Boxed: the handle is itself a thenable, which a promise would unwrap.
      let settle: (box: { handle: MessageType | null }) => void = () => undefined;
      const ready = new Promise<{ handle: MessageType | null }>((resolve) => (settle = resolve));
      run((message) => {
        if (closed) return settle({ handle: null });
        shown = show(message);
        settle({ handle: shown });
      });
      const close = () => {
        closed = true;
        if (shown) shown();
        else settle({ handle: null });
      };
      const then: MessageType["then"] = (onClosed, onFailed) => ready.then(({ handle }) => (handle ?? Promise.resolve(true)).then(onClosed, onFailed));
      return Object.assign(close, { then });
    };
    const kind = (type: Kind) => (content: JointContent, duration?: number | VoidFunction, onClose?: VoidFunction) => later((m) => m[type](content, duration, onClose));
    return {
      info: kind("info"),
      success: kind("success"),
      error: kind("error"),
      warning: kind("warning"),
      loading: kind("loading"),
      open: (args: ArgsProps) => later((m) => m.open(args)),
      destroy: (key) => run((m) => m.destroy(key)),
    };
  }, [run]);
  return [api, holder] as const;
}
