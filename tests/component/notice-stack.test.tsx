import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Modal } from "antd";
import { setupServer } from "msw/node";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageCenter } from "#app/features/messages/MessageCenter";
import { navigateTo } from "#app/features/header/items/navigate";
import { BLOCKING_DIALOG_ATTRIBUTE } from "#app/kit/react/blocking-dialog";
import { messageService, type MessageServiceState } from "#tests/mocks/message";
import { HeaderStrip } from "../../stories/header-items/fixtures";
import { DEMO_MESSAGES, messagesPortal } from "../../stories/messages/fixtures";
import { renderInPortal } from "./render";

vi.mock("#app/features/header/items/navigate", () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let service: MessageServiceState;
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  window.localStorage.clear();
  window.sessionStorage.clear();
  const made = messageService(DEMO_MESSAGES);
  service = made.state;
  server.use(...made.handlers);
});

const ITEM = { id: "messageCenter", component: "MessageCenter", props: {} };

/** The message centre beside a blocking dialog (an antd Modal, as the identity and re-login dialogs are), open at first when `blocking`. */
function Page({ blocking }: { blocking: boolean }) {
  const [open, setOpen] = useState(blocking);
  return (
    <HeaderStrip context={messagesPortal({ portalType: "Classic" })} data={{}}>
      <MessageCenter item={ITEM} region="header.right" />
      <button type="button" onClick={() => setOpen(true)}>
        Open the blocking dialog
      </button>
      <label>
        Remark <input />
      </label>
      <Modal open={open} title="Choose an identity" closable={false} maskClosable={false} footer={<button onClick={() => setOpen(false)}>Enter</button>}>
        Pick one.
      </Modal>
    </HeaderStrip>
  );
}

const stack = () => screen.queryByRole("region", { name: "Notices" });
/** The cards the stack shows. */
const cards = () => Array.from(document.querySelectorAll("[data-notice]"));

async function allThree() {
  const region = within(await screen.findByRole("region", { name: "Notices" }));
  // The prompt comes with the count, the two alerts 1.5 s after start (SPEC §9), 30 ms apart.
  await region.findByRole("button", { name: "3 notices" }, { timeout: 6000 });
  return region;
}

describe("the notice stack (SPEC §4 Messages, §2 new-message prompt, §9)", () => {
  it("the prompt and the alerts form one compact stack: the newest card, a count that opens the list, and close all", async () => {
    renderInPortal(<Page blocking={false} />, "en");
    const region = await allThree();
    expect(screen.getAllByRole("region", { name: "Notices" })).toHaveLength(1);
    // One card: the newest (the last alert to come).
    expect(cards()).toHaveLength(1);
    expect(region.getByRole("alert", { name: "大风天气安全预警" })).toBeTruthy();
    expect(region.queryByRole("dialog", { name: "New messages" })).toBeNull();
    const count = region.getByRole("button", { name: "3 notices" });
    expect(count.getAttribute("aria-expanded")).toBe("false");

    await act(async () => {
      fireEvent.click(count);
    });
    expect(count.getAttribute("aria-expanded")).toBe("true");
    expect(cards()).toHaveLength(3);
    expect(region.getByRole("alert", { name: "系统维护通知" })).toBeTruthy();
    expect(region.getByRole("dialog", { name: "New messages" })).toBeTruthy();

    // Close all: each alert closed as its own Close would (marked read), the prompt as Later.
    await act(async () => {
      fireEvent.click(region.getByRole("button", { name: "Close all" }));
    });
    expect(stack()).toBeNull();
    await waitFor(() => expect(service.marked).toEqual(expect.arrayContaining([["90000019"], ["90000018"]])));
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("the Swedish and Chinese count and close-all", async () => {
    const swedish = renderInPortal(<Page blocking={false} />, "sv-SE");
    const region = within(await screen.findByRole("region", { name: "Aviseringar" }));
    await region.findByRole("button", { name: "3 aviseringar" }, { timeout: 6000 });
    expect(region.getByRole("button", { name: "Stäng alla" })).toBeTruthy();
    swedish.unmount();
    window.sessionStorage.clear();
    renderInPortal(<Page blocking={false} />, "zh-CN");
    const chinese = within(await screen.findByRole("region", { name: "通知" }));
    await chinese.findByRole("button", { name: "3 条通知" }, { timeout: 6000 });
    expect(chinese.getByRole("button", { name: "全部关闭" })).toBeTruthy();
  });

  it("nothing shows while a blocking dialog is open; the notices wait and show once it closed", async () => {
    renderInPortal(<Page blocking />, "en");
    const dialog = await screen.findByRole("dialog", { name: "Choose an identity" });
    await waitFor(() => expect(document.documentElement.hasAttribute(BLOCKING_DIALOG_ATTRIBUTE)).toBe(true));
    // The count and both alerts are in (the polls run), yet nothing is drawn over or behind the dialog.
    await screen.findByRole("button", { name: "Message centre, 7 unread" });
    await waitFor(() => expect(service.calls).toContain("GET message/v4/messages/alerts"), { timeout: 6000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(stack()).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Enter" }));
    });
    await waitFor(() => expect(document.documentElement.hasAttribute(BLOCKING_DIALOG_ATTRIBUTE)).toBe(false));
    const region = await allThree();
    expect(region.getByRole("alert", { name: "大风天气安全预警" })).toBeTruthy();

    // A dialog opening later hides them again.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Open the blocking dialog" }));
    });
    await waitFor(() => expect(stack()).toBeNull());
  });

  it("never hides the focused field: to the other corner when it lies under the stack, to its count chip when under both", async () => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
    renderInPortal(<Page blocking={false} />, "en");
    const region = await allThree();
    const section = screen.getByRole("region", { name: "Notices" });
    vi.spyOn(section, "getBoundingClientRect").mockReturnValue(new DOMRect(904, 604, 360, 180));
    expect(section.dataset["corner"]).toBe("right");

    const field = screen.getByRole("textbox", { name: "Remark" });
    // A field at the bottom right, under the stack: it goes to the bottom left.
    const box = vi.spyOn(field, "getBoundingClientRect").mockReturnValue(new DOMRect(1000, 700, 200, 32));
    await act(async () => {
      field.focus();
    });
    expect(section.dataset["corner"]).toBe("left");
    expect(cards()).toHaveLength(1);

    // A field across the whole bottom: under both corners, the stack shrinks to its count chip.
    box.mockReturnValue(new DOMRect(0, 700, 1280, 32));
    await act(async () => {
      field.blur();
      field.focus();
    });
    expect(section.dataset["chip"]).toBe("true");
    expect(cards()).toHaveLength(0);
    expect(region.getByRole("button", { name: "3 notices" })).toBeTruthy();

    // The focus elsewhere: back whole at the bottom right.
    await act(async () => {
      field.blur();
    });
    expect(section.dataset["corner"]).toBe("right");
    expect(section.dataset["chip"]).toBe("false");
    expect(cards()).toHaveLength(1);
  });
});

describe("the notice stack on a phone (SPEC §4 Messages; nothing covers the work)", () => {
  afterEach(() => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1024 });
  });

  it("waits as its count chip, covering no content, until the person opens it; opened, it stays open", async () => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
    renderInPortal(<Page blocking={false} />, "en");
    const region = await allThree();
    const section = screen.getByRole("region", { name: "Notices" });
    expect(section.dataset["chip"]).toBe("true");
    expect(cards()).toHaveLength(0);

    await act(async () => {
      fireEvent.click(region.getByRole("button", { name: "3 notices" }));
    });
    expect(section.dataset["chip"]).toBe("false");
    expect(cards()).toHaveLength(3);
    // The focus moving elsewhere does not fold it again.
    await act(async () => {
      screen.getByRole("button", { name: "Open the blocking dialog" }).focus();
    });
    expect(cards()).toHaveLength(3);
  });
});

describe("popups under a blocking dialog (SPEC §2 dialogs)", () => {
  it("the message panel closes when a blocking dialog opens, and the bell says so", async () => {
    renderInPortal(<Page blocking={false} />, "en");
    const bell = await screen.findByRole("button", { name: /^Message centre/ });
    await act(async () => {
      fireEvent.click(bell);
    });
    await screen.findByRole("dialog", { name: "Unread messages" });
    expect(bell.getAttribute("aria-expanded")).toBe("true");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Open the blocking dialog" }));
    });
    await screen.findByRole("dialog", { name: "Choose an identity" });
    await waitFor(() => expect(bell.getAttribute("aria-expanded")).toBe("false"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Unread messages" })).toBeNull());
  });
});
