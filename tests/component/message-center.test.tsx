import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageCenter } from "#app/features/messages/MessageCenter";
import { announceMessagesChanged } from "#app/features/messages/messages.store";
import { navigateTo } from "#app/features/header/items/navigate";
import { MessageDetailPage } from "#app/features/messages/MessageDetailPage";
import { MessageListPage } from "#app/features/messages/MessageListPage";
import type { PortalContextValue } from "#app/shell/portal-context";
import type { Message } from "#app/types/generated/message";
import { API, fail, ok } from "#tests/mocks/envelope";
import { messageService, type MessageServiceState } from "#tests/mocks/message";
import { PortalFrame } from "../../stories/fixtures/portal";
import { HeaderStrip } from "../../stories/header-items/fixtures";
import { DAXING_ORG_ID, DEMO_MESSAGES, manyMessages, messagesPortal } from "../../stories/messages/fixtures";
import { renderInPortal } from "./render";

vi.mock("#app/features/header/items/navigate", () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));

const lookups: string[] = [];
const server = setupServer(
  http.get(`${API}/product/v4/menus/auth-menu-by-org-pcode-mcode`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    lookups.push(query.toString());
    const found = query.get("orgId") === DAXING_ORG_ID && query.get("menuAuthCode") === "pmpp.schedule.plan.master";
    return ok(found ? { id: "1000100029", name: "总进度计划", code: "pmpp.schedule.plan.master", level: 5, sourceProductCode: "pmpp", sourceMenuAuthorities: ["pmpp.schedule"] } : null);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let service: MessageServiceState;
function serve(messages: readonly Message[] = DEMO_MESSAGES) {
  const made = messageService(messages);
  service = made.state;
  server.use(...made.handlers);
}
beforeEach(() => {
  lookups.length = 0;
  vi.mocked(navigateTo).mockClear();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  serve();
});

const ITEM = { id: "messageCenter", component: "MessageCenter", props: {} };

function renderCentre(context: PortalContextValue = messagesPortal({ portalType: "Classic" })) {
  return renderInPortal(
    <HeaderStrip context={context} data={{}}>
      <MessageCenter item={ITEM} region="header.right" />
    </HeaderStrip>,
    "en",
  );
}

async function openPanel() {
  const bell = await screen.findByRole("button", { name: /^Message centre/ });
  await act(async () => {
    fireEvent.click(bell);
  });
  const panel = await screen.findByRole("dialog", { name: "Unread messages" });
  await within(panel).findByRole("list", { name: "Unread messages" });
  return within(panel);
}

async function clickItem(panel: ReturnType<typeof within>, title: string) {
  await act(async () => {
    fireEvent.click(panel.getByRole("button", { name: new RegExp(title) }));
  });
}

describe("message centre in the header (SPEC §4 Messages, §9)", () => {
  it("shows the platform's unread count on the bell, capped at 99+", async () => {
    renderCentre();
    const bell = await screen.findByRole("button", { name: "Message centre, 7 unread" });
    expect(bell.textContent).toContain("7");
    expect(bell.getAttribute("aria-expanded")).toBe("false");
  });

  it("caps the badge at 99+, and its name says what the badge shows (axe: a visible label is part of the name)", async () => {
    serve(manyMessages(150));
    renderCentre();
    const bell = await screen.findByRole("button", { name: "Message centre, 99+ unread" });
    await waitFor(() => expect(bell.textContent).toContain("99+"));
  });

  it("lists the five newest unread messages with mark-all-read and a link to every message", async () => {
    renderCentre();
    const panel = await openPanel();
    expect(service.calls).toContain("POST message/v4/messages/page");
    const items = panel.getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain("系统维护通知");
    expect(panel.getByRole("link", { name: "View more" }).getAttribute("href")).toBe("/portal/10101/?org=1");
    expect(screen.getByRole("button", { name: /^Message centre/ }).getAttribute("aria-expanded")).toBe("true");
  });

  it("opening a message fetches it, marks it read, jumps to its menu and counts again", async () => {
    renderCentre();
    const panel = await openPanel();
    await clickItem(panel, "设计评审待办");
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/portal/3101/?org=1"));
    const id = DEMO_MESSAGES.find((m) => m.title === "设计评审待办")!.id;
    const order = service.calls.filter((c) => !c.startsWith("GET message/v4/messages/unread-count") && !c.includes("alerts"));
    const at = order.indexOf(`GET message/v4/messages/${id}`);
    expect(order.slice(at, at + 3)).toEqual([`GET message/v4/messages/${id}`, "PUT message/v4/messages/ids", "POST message/v4/messages/page"]);
    expect(service.marked).toEqual([[id]]);
    await screen.findByRole("button", { name: "Message centre, 6 unread" });
  });

  it("a message for a menu in another org opens it there, found through the platform", async () => {
    renderCentre();
    const panel = await openPanel();
    await clickItem(panel, "总进度计划已更新");
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(`/portal/1000100029/?orgId=${DAXING_ORG_ID}`));
    expect(lookups).toEqual([`orgId=${DAXING_ORG_ID}&productCode=pmpp&menuAuthCode=pmpp.schedule.plan.master`]);
  });

  it("a message whose menu the user cannot open warns and stays; it is read all the same", async () => {
    renderCentre();
    const panel = await openPanel();
    await clickItem(panel, "月度计划待审批");
    expect(await screen.findByText("The current organisation does not have this menu permission")).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();
    expect(service.messages.find((m) => m.title === "月度计划待审批")?.read).toBe(true);
  });

  it("a message that leads nowhere opens its details page; without one it shows in place", async () => {
    renderCentre();
    const panel = await openPanel();
    await clickItem(panel, "系统维护通知");
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/portal/10104/?org=1&messageId=90000019"));
  });

  it("without a details page the message shows in a dialog", async () => {
    const context = messagesPortal({ portalType: "Simple" });
    renderCentre({ ...context, menus: { ...context.menus!, portalMenus: [] } });
    const panel = await openPanel();
    expect(panel.queryByRole("link", { name: "View more" })).toBeNull();
    await clickItem(panel, "系统维护通知");
    const dialog = await screen.findByRole("dialog", { name: "系统维护通知" });
    expect(within(dialog).getByText(/门户系统升级维护/)).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("mark-all-read empties the panel and removes the badge", async () => {
    renderCentre();
    const panel = await openPanel();
    await act(async () => {
      fireEvent.click(panel.getByRole("button", { name: "Mark all as read" }));
    });
    expect(await panel.findByText("No messages")).toBeTruthy();
    expect(service.calls).toContain("PUT message/v4/messages/all");
    const bell = await screen.findByRole("button", { name: "Message centre" });
    expect(bell.textContent).not.toMatch(/\d/);
    expect(await screen.findByText("7 messages marked as read")).toBeTruthy();
  });

  it("Escape closes the panel and gives the focus back to the bell", async () => {
    renderCentre();
    const panel = await openPanel();
    // The newest message has the focus, not mark-all-read.
    await waitFor(() => expect(document.activeElement?.textContent).toContain("系统维护通知"));
    expect(panel.getAllByRole("button")).toContain(document.activeElement);
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    });
    const bell = screen.getByRole("button", { name: /^Message centre/ });
    await waitFor(() => expect(bell.getAttribute("aria-expanded")).toBe("false"));
    expect(document.activeElement).toBe(bell);
  });

  it("a platform that fails leaves the bell without a count and logs, never crashes", async () => {
    server.use(
      http.get(`${API}/message/v4/messages/unread-count`, () => fail(500, "500", "Server abnormal")),
      http.post(`${API}/message/v4/messages/page`, () => fail(500, "500", "Server abnormal")),
    );
    renderCentre();
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith("message centre: reading the unread count failed:", "Server abnormal"));
    const bell = screen.getByRole("button", { name: "Message centre" });
    await act(async () => {
      fireEvent.click(bell);
    });
    const panel = within(await screen.findByRole("dialog", { name: "Unread messages" }));
    expect(await panel.findByText("The messages could not be loaded")).toBeTruthy();
    expect(panel.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});

describe("alert notifications (SPEC §4: persistent at the bottom right while returned)", () => {
  it("shows the unread alerts, marks one read when closed and removes one the platform stops returning", async () => {
    renderCentre();
    // The two alerts (and the prompt, the first time in this session), in one stack at the bottom right: the list opens from its count.
    const stack = within(await screen.findByRole("region", { name: "Notices" }));
    const count = await stack.findByRole("button", { name: /^[23] notices$/ });
    await act(async () => {
      fireEvent.click(count);
    });
    const maintenance = stack.getByRole("alert", { name: "系统维护通知" });
    const wind = stack.getByRole("alert", { name: "大风天气安全预警" });
    await act(async () => {
      fireEvent.click(within(maintenance).getByRole("button", { name: "Close: 系统维护通知" }));
    });
    await waitFor(() => expect(service.marked).toContainEqual(["90000019"]));
    // Read elsewhere: the next fetch no longer returns it, and it goes.
    service.messages.find((m) => m.id === "90000018")!.read = true;
    await act(async () => {
      announceMessagesChanged();
    });
    await waitFor(() => expect(screen.queryByText("大风天气安全预警")).toBeNull());
    expect(wind.isConnected).toBe(false);
  });

  it("mark-all-read in the panel takes the alerts off the screen", async () => {
    renderCentre();
    await screen.findByRole("alert", { name: (_n, el) => el.textContent?.includes("系统维护通知") ?? false });
    const panel = await openPanel();
    await act(async () => {
      fireEvent.click(panel.getByRole("button", { name: "Mark all as read" }));
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Notices" })).toBeNull());
    expect(service.calls.filter((c) => c === "GET message/v4/messages/alerts").length).toBeGreaterThanOrEqual(2);
  });

  it("'View' on an alert opens the message: detail, mark read, jump", async () => {
    renderCentre();
    const wind = await screen.findByRole("alert", { name: (_n, el) => el.textContent?.includes("大风天气安全预警") ?? false });
    await act(async () => {
      fireEvent.click(within(wind).getByRole("button", { name: "View: 大风天气安全预警" }));
    });
    await waitFor(() => expect(service.marked).toContainEqual(["90000018"]));
    // pmpp.safety.patrol is not in the lookup's answer: the user hears why nothing opened.
    expect(await screen.findByText("The current organisation does not have this menu permission")).toBeTruthy();
    expect(lookups).toEqual([`orgId=${DAXING_ORG_ID}&productCode=pmpp&menuAuthCode=pmpp.safety.patrol`]);
  });
});

describe("message pages (SPEC §2 station-message-all, -unread, -read, /details/{messageId})", () => {
  function renderPage(ui: React.ReactElement, currentPath: string) {
    return renderInPortal(<PortalFrame context={messagesPortal({}, currentPath)}>{ui}</PortalFrame>, "en");
  }

  it("the unread page lists unread messages; opening one marks it read and jumps", async () => {
    renderPage(<MessageListPage kind="unread" menu={null} />, "/portal/10102/?org=1");
    const list = within(await screen.findByRole("list", { name: "Unread messages" }));
    expect(list.getAllByRole("listitem")).toHaveLength(7);
    await act(async () => {
      fireEvent.click(list.getByRole("button", { name: "个人工作台已开通" }));
    });
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/portal/5/"));
    expect(service.marked).toEqual([["90000010"]]);
  });

  it("mark-all-read on the all page reads the list again with every message read", async () => {
    renderPage(<MessageListPage kind="all" menu={null} />, "/portal/10101/?org=1");
    await screen.findByRole("list", { name: "All messages" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    });
    await waitFor(() => expect(screen.getAllByText("Read")).toHaveLength(10));
    expect(screen.getByRole("button", { name: "Mark all as read" }).hasAttribute("disabled")).toBe(true);
  });

  it("pages through messages ten at a time", async () => {
    serve(manyMessages(23));
    renderPage(<MessageListPage kind="all" menu={null} />, "/portal/10101/?org=1");
    await screen.findByText("23 in all");
    expect(screen.getAllByRole("listitem").filter((li) => li.hasAttribute("data-message-id"))).toHaveLength(10);
    await act(async () => {
      fireEvent.click(screen.getByTitle("3"));
    });
    await waitFor(() => expect(screen.getAllByRole("listitem").filter((li) => li.hasAttribute("data-message-id"))).toHaveLength(3));
  });

  it("the details page shows the message, marks it read and offers its link", async () => {
    renderPage(<MessageDetailPage menu={null} />, "/portal/10104/?org=1&messageId=90000014");
    const article = await screen.findByRole("article", { name: "总进度计划已更新" });
    expect(within(article).getByText(/V3 版本/)).toBeTruthy();
    expect(service.marked).toEqual([["90000014"]]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Open the related page" }));
    });
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(`/portal/1000100029/?orgId=${DAXING_ORG_ID}`));
  });

  it.each([
    ["/portal/10104/?org=1", "No message was chosen"],
    ["/portal/10104/?org=1&messageId=1%20or%201%3D1", "No message was chosen"],
    ["/portal/10104/?org=1&messageId=424242", "The message does not exist or is not yours"],
  ])("the details page at %s says: %s", async (path, text) => {
    renderPage(<MessageDetailPage menu={null} />, path);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the messages" }).getAttribute("href")).toBe("/portal/10101/?org=1");
  });
});
