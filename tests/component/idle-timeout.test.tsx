import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IdleTimeout } from "#app/session/IdleTimeout";
import { forgetIdleState } from "#app/session/activity.store";
import { storageKey } from "#app/kit/client-storage";
import { renderInPortal } from "./render";

/**
 * SPEC §4 Idle timeout, §8 Idle logout, §9: the shell's idle check with a fake clock. Only the
 * interval and the date are faked; the dialog's animations and the queries run on real timeouts.
 */
const HOUR = 3_600_000;
const T = 1_700_000_000_000;
const CHECK = 30_000;
const LAST_ACTIVITY = "portal:lastActivity";
const FLAG = storageKey("idleTimedOut");
const FREE_HOURS = storageKey("freeTimeoutHours");
const MESSAGE = "The current account has not performed any operations for a long time, please log in again.";

beforeEach(() => {
  window.localStorage.clear();
  // Also forgets the last write the activity module throttles by, which a test before may have made.
  forgetIdleState();
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(T);
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

/** Lets the fake clock run `ms`, firing the checks due on the way. */
function pass(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function show(props: { themeHours?: unknown } = {}) {
  const onLogout = vi.fn();
  const view = renderInPortal(<IdleTimeout onLogout={onLogout} {...props} />);
  return { onLogout, ...view };
}

describe("IdleTimeout", () => {
  it("after 24 h without activity shows the idle-logout dialog, which only OK leaves, and OK logs out", async () => {
    const { onLogout } = show();
    pass(24 * HOUR);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem(FLAG)).toBe("false");

    pass(CHECK);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("alert").textContent).toBe(MESSAGE);
    expect(window.localStorage.getItem(FLAG)).toBe("true");
    // No close button: OK is the only button, and Esc and the mask do nothing.
    expect(within(dialog).getAllByRole("button").map((b) => b.textContent?.replace(/\s/g, ""))).toEqual(["OK"]);
    fireEvent.keyDown(dialog, { key: "Escape", code: "Escape", keyCode: 27 });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape", code: "Escape", keyCode: 27 });
    const wrap = document.querySelector(".ant-modal-wrap");
    expect(wrap).not.toBeNull();
    fireEvent.mouseDown(wrap!);
    fireEvent.mouseUp(wrap!);
    fireEvent.click(wrap!);
    // Activity now changes nothing either: the dialog stays, and it is not recorded.
    fireEvent.mouseMove(document.body);
    pass(CHECK);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(onLogout).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(LAST_ACTIVITY)).toBeNull();

    fireEvent.click(within(dialog).getByRole("button", { name: /OK/ }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    // The logout forgets the idle state, so signing in again does not log out at once.
    expect(window.localStorage.getItem(FLAG)).toBeNull();
  });

  it("counts from the last activity: a mouse move in the page restarts the count", async () => {
    show();
    const header = document.createElement("header");
    document.body.append(header);
    pass(23 * HOUR);
    fireEvent.mouseMove(header);
    expect(window.localStorage.getItem(LAST_ACTIVITY)).toBe(String(T + 23 * HOUR));
    pass(2 * HOUR);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem(FLAG)).toBe("false");
    pass(22 * HOUR + CHECK);
    expect(await screen.findByRole("dialog")).toBeTruthy();
    header.remove();
  });

  it.each([
    ["a key press", (target: Element) => fireEvent.keyDown(target, { key: "a" })],
    ["the wheel", (target: Element) => fireEvent.wheel(target)],
    ["a touch", (target: Element) => fireEvent.touchStart(target)],
    ["a click", (target: Element) => fireEvent.mouseDown(target)],
  ])("records %s as activity too", (_name, fire) => {
    show();
    pass(HOUR);
    fire(document.body);
    expect(window.localStorage.getItem(LAST_ACTIVITY)).toBe(String(T + HOUR));
  });

  it("counts activity another tab of the portal recorded in the shared storage", () => {
    show();
    pass(20 * HOUR);
    window.localStorage.setItem(LAST_ACTIVITY, String(Date.now()));
    pass(10 * HOUR);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem(FLAG)).toBe("false");
  });

  it("times out at the first check when the recorded activity is older than the allowance", async () => {
    window.localStorage.setItem(LAST_ACTIVITY, String(T - 25 * HOUR));
    show();
    pass(CHECK);
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("allows the theme's loginSessionTimeout, and a stored one-week free login over it", async () => {
    const first = show({ themeHours: 2 });
    pass(2 * HOUR + CHECK);
    expect(await screen.findByRole("dialog")).toBeTruthy();
    first.unmount();
    window.localStorage.clear();

    window.localStorage.setItem(FREE_HOURS, "168");
    show({ themeHours: 2 });
    pass(167 * HOUR);
    expect(screen.queryByRole("dialog")).toBeNull();
    pass(HOUR + CHECK);
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("takes garbage in the theme and in storage as the default 24 h", async () => {
    window.localStorage.setItem(FREE_HOURS, "{oops");
    show({ themeHours: "soon" });
    pass(23 * HOUR);
    expect(screen.queryByRole("dialog")).toBeNull();
    pass(HOUR + CHECK);
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("logs out at once when the page loads while the timed-out flag is set", () => {
    window.localStorage.setItem(FLAG, "true");
    const { onLogout } = show();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem(FLAG)).toBeNull();
  });

  it("stops listening and checking once unmounted", () => {
    const { unmount } = show();
    unmount();
    pass(HOUR);
    fireEvent.mouseMove(document.body);
    expect(window.localStorage.getItem(LAST_ACTIVITY)).toBeNull();
    pass(48 * HOUR);
    expect(window.localStorage.getItem(FLAG)).toBeNull();
  });
});

describe("IdleTimeout after the clock was set back", () => {
  it("starts counting again from the new time instead of waiting for the clock to catch up", async () => {
    window.localStorage.setItem(LAST_ACTIVITY, String(T + 100 * HOUR));
    show();
    pass(CHECK);
    expect(Number(window.localStorage.getItem(LAST_ACTIVITY))).toBe(T + CHECK);
    pass(24 * HOUR);
    expect(screen.queryByRole("dialog")).toBeNull();
    pass(CHECK);
    await waitFor(() => expect(screen.getByRole("dialog")).toBeTruthy());
  });
});
