import { Suspense, useCallback, useRef, useState, type ComponentType, type ReactElement } from "react";

/** A component that calls a hook API's real hook with `config` and hands its API up once mounted. */
export type ApiHolder<Api, Config> = ComponentType<{ config: Config; onApi: (api: Api) => void }>;

/**
 * A hook API (`[api, holder]`, as antd's useMessage, useModal and useNotification) whose code
 * loads on the first call: calls made before it is in wait, in order, and run as soon as it is.
 * `config` goes to the real hook as given.
 */
export function useLazyHookApi<Api, Config>(Holder: ApiHolder<Api, Config>, config: Config): { run: (call: (api: Api) => void) => void; holder: ReactElement } {
  const [wanted, setWanted] = useState(false);
  const state = useRef<{ api: Api | null; queue: ((api: Api) => void)[] }>({ api: null, queue: [] });
  const run = useCallback((call: (api: Api) => void) => {
    const { api, queue } = state.current;
    if (api) return call(api);
    queue.push(call);
    setWanted(true);
  }, []);
  const onApi = useCallback((api: Api) => {
    state.current.api = api;
    for (const call of state.current.queue.splice(0)) call(api);
  }, []);
  const holder = wanted ? (
    <Suspense fallback={null}>
      <Holder config={config} onApi={onApi} />
    </Suspense>
  ) : (
    <></>
  );
  return { run, holder };
}
