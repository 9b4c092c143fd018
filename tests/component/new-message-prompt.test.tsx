import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageCenter } from "#app/features/messages/MessageCenter";
import { navigateTo } from "#app/features/header/items/navigate";
import { messageService } from "#tests/mocks/message";
import { HeaderStrip } from "../../stories/header-items/fixtures";
import { DEMO_MESSAGES, messagesPortal } from "../../stories/messages/fixtures";
import { renderInPortal } from "./render";

vi.mock("#app/features/header/items/navigate", () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  window.localStorage.clear();
  window.sessionStorage.clear();
  server.use(...messageService(DEMO_MESSAGES).handlers);
});

const ITEM = { id: "messageCenter", component: "MessageCenter", props: {} };

function renderCentre() {
  return renderInPortal(
    <HeaderStrip context={messagesPortal({ portalType: "Classic" })} data={{}}>
      <MessageCenter item={ITEM} region="header.right" />
    </HeaderStrip>,
    "en",
  );
}

describe("new-message prompt (SPEC §2 dialogs: with a never-remind option)", () => {
  it("tells how many messages are unread; View opens the unread messages", async () => {
    renderCentre();
    const prompt = await screen.findByRole("dialog", { name: "New messages" });
    expect(prompt.textContent).toContain("You have 7 unread messages");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "View" }));
    });
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/portal/10102/?org=1"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New messages" })).toBeNull());
  });

  it("once told, the same session is not told again; 'never remind' keeps it away for good", async () => {
    const first = renderCentre();
    await screen.findByRole("dialog", { name: "New messages" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Later" }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New messages" })).toBeNull());
    first.unmount();

    const second = renderCentre();
    await screen.findByRole("button", { name: "Message centre, 7 unread" });
    // A prompt would open within a few frames of the count.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole("dialog", { name: "New messages" })).toBeNull();
    second.unmount();

    // A new session: told again, until never-remind is ticked.
    window.sessionStorage.clear();
    const third = renderCentre();
    await screen.findByRole("dialog", { name: "New messages" });
    await act(async () => {
      fireEvent.click(screen.getByRole("checkbox", { name: "Never remind me" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Later" }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New messages" })).toBeNull());
    third.unmount();

    window.sessionStorage.clear();
    renderCentre();
    await screen.findByRole("button", { name: "Message centre, 7 unread" });
    // A prompt would open within a few frames of the count.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole("dialog", { name: "New messages" })).toBeNull();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
