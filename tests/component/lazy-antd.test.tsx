import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { MessageInstance, MessageType } from "antd/es/message/interface";
import type { HookAPI } from "antd/es/modal/useModal";
import type { NotificationInstance } from "antd/es/notification/interface";
import type { TabsRef } from "antd/es/tabs";
import { createRef, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import type { MenuProps, MenuRef } from "antd/es/menu";
import { lazyPart } from "#app/kit/lazy/antd/lazy-part";
import LazyMenu from "#app/kit/lazy/antd/menu";
import confirm, { withConfirm, withInfo } from "#app/kit/lazy/antd/modal-confirm";
import destroyFns from "antd/es/modal/destroyFns";
import LazyMultipleSelector from "#app/kit/lazy/antd/multiple-selector";
import ResizeObserverClass from "#app/kit/lazy/antd/resize-observer";
import LazyTabs from "#app/kit/lazy/antd/tabs";
import LazyTextArea from "#app/kit/lazy/antd/text-area";
import useMessage from "#app/kit/lazy/antd/use-message";
import useModal from "#app/kit/lazy/antd/use-modal";
import useNotification from "#app/kit/lazy/antd/use-notification";
import showWaveEffect from "#app/kit/lazy/antd/wave-effect";
import { renderInPortal } from "./render";

/** Renders a hook API's holder and hands its API to the test. */
function withApi<Api>(useApi: () => readonly [Api, ReactElement]): Api {
  let api: Api | null = null;
  function Probe() {
    const [value, holder] = useApi();
    api = value;
    return holder;
  }
  renderInPortal(<Probe />);
  if (!api) throw new Error("the hook gave no API");
  return api;
}

describe("App's hook APIs, loaded on their first call (vite.config.ts)", () => {
  it("a message asked for before its code is in shows once it is, and its handle resolves when it closes", async () => {
    const message = withApi<MessageInstance>(useMessage);
    let handle: MessageType | null = null;
    act(() => {
      handle = message.success("Saved", 0.1);
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
    await expect(handle!.then((closed) => closed)).resolves.toBe(true);
  });

  it("a message closed before its code is in never shows; destroy reaches the real API", async () => {
    const message = withApi<MessageInstance>(useMessage);
    act(() => {
      const hide = message.info("Never shown");
      hide();
      message.loading({ content: "Working", key: "work", duration: 0 });
    });
    expect(await screen.findByText("Working")).toBeTruthy();
    expect(screen.queryByText("Never shown")).toBeNull();
    act(() => message.destroy("work"));
    await waitFor(() => expect(screen.queryByText("Working")).toBeNull());
  });

  it("a confirm asked for before its code is in opens, and its handle's then settles with the answer", async () => {
    const modal = withApi<HookAPI>(useModal);
    let answer: Promise<boolean> | null = null;
    act(() => {
      answer = modal.confirm({ title: "Leave?", content: "Unsaved changes" }).then((confirmed) => confirmed, () => undefined) as Promise<boolean>;
    });
    expect(await screen.findByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /OK/ }));
    await expect(answer).resolves.toBe(true);
  });

  it("a modal destroyed before its code is in is closed as soon as it opens", async () => {
    const modal = withApi<HookAPI>(useModal);
    act(() => {
      modal.info({ title: "Gone", content: "Soon gone" }).destroy();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(screen.queryByText("Soon gone")).toBeNull());
  });

  it("a notification asked for before its code is in shows once it is", async () => {
    const notification = withApi<NotificationInstance>(useNotification);
    act(() => notification.open({ message: "Heads up", description: "Maintenance tonight", duration: 0 }));
    expect(await screen.findByText("Maintenance tonight")).toBeTruthy();
  });
});

describe("Modal's static confirm, loaded on its first call (vite.config.ts)", () => {
  it("a confirm asked for before its code is in opens, and OK reaches its onOk", async () => {
    let confirmed = false;
    act(() => {
      confirm(withConfirm({ title: "Leave the page?", content: "Unsaved edits", onOk: () => void (confirmed = true) }));
    });
    expect(await screen.findByText("Unsaved edits")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /OK/ }));
    await waitFor(() => expect(confirmed).toBe(true));
  });

  it("a dialog destroyed before its code is in never opens, and neither does one that destroyAll closed", async () => {
    act(() => {
      confirm(withInfo({ title: "Gone", content: "Never shown" })).destroy();
      confirm(withInfo({ title: "Also gone", content: "Closed by destroyAll" }));
      // Modal.destroyAll pops every close function there is.
      while (destroyFns.length) destroyFns.pop()?.();
      confirm(withInfo({ title: "Kept", content: "Still shown" }));
    });
    expect(await screen.findByText("Still shown")).toBeTruthy();
    expect(screen.queryByText("Never shown")).toBeNull();
    expect(screen.queryByText("Closed by destroyAll")).toBeNull();
  });
});

describe("antd parts loaded on first draw (vite.config.ts)", () => {
  it("Tabs draw their tabs and hand their ref through", async () => {
    const ref = createRef<TabsRef>();
    renderInPortal(<LazyTabs ref={ref} items={[{ key: "a", label: "Alpha", children: "first" }, { key: "b", label: "Beta", children: "second" }]} />);
    expect(await screen.findByRole("tab", { name: "Alpha" })).toBeTruthy();
    expect(ref.current?.nativeElement).toBeInstanceOf(HTMLElement);
  });

  it("a dropdown's menu shows a named spinner while its code loads, then its items", async () => {
    renderInPortal(<LazyMenu items={[{ key: "one", label: "First item" }]} />, "en");
    expect(screen.getByRole("status", { name: "Loading…" })).toBeTruthy();
    expect(await screen.findByRole("menuitem", { name: "First item" })).toBeTruthy();
  });

  it("a part whose code was loaded ahead draws at once on its first draw, without its fallback (React would hold a shown fallback half a second)", async () => {
    const Menu = lazyPart<MenuRef, MenuProps>(() => import("#app/kit/lazy/antd/menu-code"), <span role="status" aria-label="Loading…" />, "PreloadedMenu");
    await Menu.preload();
    renderInPortal(<Menu items={[{ key: "one", label: "Preloaded item" }]} />, "en");
    expect(screen.queryByRole("status", { name: "Loading…" })).toBeNull();
    expect(screen.getByRole("menuitem", { name: "Preloaded item" })).toBeTruthy();
  });

  it("TextArea draws a text area", async () => {
    renderInPortal(<LazyTextArea aria-label="Notes" defaultValue="text" />);
    expect(((await screen.findByRole("textbox", { name: "Notes" })) as HTMLTextAreaElement).value).toBe("text");
  });

  it("the multiple selector draws the chosen values", async () => {
    render(
      <LazyMultipleSelector
        prefixCls="rc-select"
        id="s"
        mode="multiple"
        values={[{ label: "Chosen", value: "c" }]}
        searchValue=""
        open={false}
        inputRef={createRef()}
        onToggleOpen={() => undefined}
        onRemove={() => undefined}
        onInputKeyDown={() => undefined}
        onInputMouseDown={() => undefined}
        onInputChange={() => undefined}
        onInputPaste={() => undefined}
        onInputCompositionStart={() => undefined}
        onInputCompositionEnd={() => undefined}
        onInputBlur={() => undefined}
        tabIndex={0}
        autoFocus={false}
        autoComplete="off"
        activeDescendantId=""
        showSearch
        disabled={false}
      />,
    );
    expect(await screen.findByText("Chosen")).toBeTruthy();
  });

  it("the click wave draws its effect once its code is in", async () => {
    const button = document.createElement("button");
    document.body.append(button);
    showWaveEffect(button, { className: "ant-wave-target", token: {} as never, component: "Button", event: new MouseEvent("click"), hashId: "" });
    await waitFor(() => expect(button.querySelector(".ant-wave-target")).not.toBeNull());
    button.remove();
  });

  it("ResizeObserver is the browser's own where there is one", () => {
    if (typeof ResizeObserver === "function") expect(ResizeObserverClass).toBe(ResizeObserver);
    const observer = new ResizeObserverClass(() => undefined);
    expect(() => {
      observer.observe(document.body);
      observer.disconnect();
    }).not.toThrow();
  });
});
