import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRemixMenuNavigation } from "#app/features/content/remix-menu-navigation";
import type { LeaveGuard, MenuNavigator } from "#app/features/menus/use-menu-select";

/** A portal page with one leave guard (unsaved input); hands out its navigator. */
function Page({ guard, onNavigator }: { guard: LeaveGuard; onNavigator(navigator: MenuNavigator): void }) {
  const { navigator, guards } = useRemixMenuNavigation();
  const { pathname } = useLocation();
  useEffect(() => {
    guards.add(guard);
    onNavigator(navigator);
    return () => void guards.delete(guard);
  }, [guards, guard, navigator, onNavigator]);
  return <p data-testid="path">{pathname}</p>;
}

/** The portal's routes, whose page data for menu 5 comes when `arrive` is called. */
function portal(guard: LeaveGuard) {
  let arrive: () => void = () => undefined;
  const slow = new Promise<null>((resolve) => (arrive = () => resolve(null)));
  let navigator: MenuNavigator | null = null;
  const router = createMemoryRouter(
    [{ path: "/portal/:menuId/", element: <Page guard={guard} onNavigator={(n) => (navigator = n)} />, loader: ({ params }) => (params.menuId === "5" ? slow : null) }],
    { initialEntries: ["/portal/70/"] },
  );
  render(<RouterProvider router={router} />);
  return {
    router,
    arrive: () => arrive(),
    navigator: () => navigator!,
    // The page is drawn and its effects have run: the guard is registered and the navigator handed out.
    shown: () => waitFor(() => expect(navigator).not.toBeNull()),
  };
}

afterEach(cleanup);

describe("menu navigation and the leave guards (SPEC §4 Menu select)", () => {
  it("asks once: a second navigation to the agreed menu while the first still loads passes without asking again", async () => {
    const guard = vi.fn<LeaveGuard>(() => true);
    const { router, arrive, navigator, shown } = portal(guard);
    await screen.findByText("/portal/70/");
    await shown();
    // The guards were asked by the menu selection, and agreed ("Leave").
    act(() => navigator().go("5", { guarded: true }));
    expect(router.state.navigation.state).toBe("loading");
    // The page asks for the same menu again while its data loads (the tab bar following the selection).
    act(() => void router.navigate("/portal/5/"));
    await waitFor(() => expect(router.state.navigation.state).toBe("loading"));
    expect(guard).not.toHaveBeenCalled();
    expect(router.state.blockers.size === 0 || [...router.state.blockers.values()].every((blocker) => blocker.state !== "blocked")).toBe(true);
    await act(async () => arrive());
    await screen.findByText("/portal/5/");
    expect(guard).not.toHaveBeenCalled();
  });

  it("still asks for a later navigation once the agreed menu is reached, and a refusal keeps the page", async () => {
    const guard = vi.fn<LeaveGuard>(() => false);
    const { router, arrive, navigator, shown } = portal(guard);
    await screen.findByText("/portal/70/");
    await shown();
    arrive();
    act(() => navigator().go("5", { guarded: true }));
    await screen.findByText("/portal/5/");
    // Back to where the person came from, not through the menu selection: the guards are asked.
    act(() => void router.navigate("/portal/70/"));
    await waitFor(() => expect(guard).toHaveBeenCalledTimes(1));
    expect(guard.mock.calls[0]?.[0].to).toBe("70");
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/portal/5/"));
  });
});
