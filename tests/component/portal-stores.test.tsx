import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EMPTY_MENUS } from "#app/features/menus/portal-menus";
import { usePortal, type PortalContextValue } from "#app/shell/portal-context";
import { StoresProvider, useMenus, useOrg, usePlan, useSession } from "#app/shell/stores";
import { storyPortal } from "../../stories/fixtures/portal";

/**
 * ADR 019: the shell's one stores provider and its narrow hooks. A reader of one concern is
 * drawn again when that concern changes, and not for another one.
 */

function counted() {
  const draws = { org: 0, menus: 0, session: 0, plan: 0, whole: 0 };
  function OrgReader() {
    const { org } = useOrg();
    draws.org += 1;
    return <span>org:{org?.name}</span>;
  }
  function MenusReader() {
    const menus = useMenus();
    draws.menus += 1;
    return <span>menus:{menus?.nodeCount ?? "none"}</span>;
  }
  function SessionReader() {
    const { user } = useSession();
    draws.session += 1;
    return <span>user:{user?.nickname}</span>;
  }
  function PlanReader() {
    const { currentPath } = usePlan();
    draws.plan += 1;
    return <span>path:{currentPath}</span>;
  }
  function WholeReader() {
    const { org, menus } = usePortal();
    draws.whole += 1;
    return <span>whole:{org?.name}/{menus?.nodeCount ?? "none"}</span>;
  }
  // The same element each time: what draws again is what its context asks for.
  const readers = (
    <>
      <OrgReader />
      <MenusReader />
      <SessionReader />
      <PlanReader />
      <WholeReader />
    </>
  );
  return { draws, readers };
}

function base(): PortalContextValue {
  return { ...storyPortal().context, menus: EMPTY_MENUS };
}

describe("portal stores (ADR 019)", () => {
  it("a reader of the org is not drawn again when the menus change", () => {
    const { draws, readers } = counted();
    const value = base();
    const { rerender } = render(<StoresProvider value={value}>{readers}</StoresProvider>);
    expect(draws).toEqual({ org: 1, menus: 1, session: 1, plan: 1, whole: 1 });

    rerender(<StoresProvider value={{ ...value, menus: { ...EMPTY_MENUS, nodeCount: 3 } }}>{readers}</StoresProvider>);
    expect(screen.getByText("menus:3")).toBeTruthy();
    expect(draws.menus).toBe(2);
    expect(draws.whole).toBe(2);
    expect(draws.org).toBe(1);
    expect(draws.session).toBe(1);
    expect(draws.plan).toBe(1);
  });

  it("a reader of the menus is not drawn again when the org changes, nor for a new value with the same fields", () => {
    const { draws, readers } = counted();
    const value = base();
    const { rerender } = render(<StoresProvider value={value}>{readers}</StoresProvider>);

    // The shell gives a new object on every draw; the same fields change no store.
    rerender(<StoresProvider value={{ ...value }}>{readers}</StoresProvider>);
    expect(draws).toEqual({ org: 1, menus: 1, session: 1, plan: 1, whole: 1 });

    const org = { id: "2", name: "华东分公司", type: "company", fullId: "1/2" };
    rerender(<StoresProvider value={{ ...value, org }}>{readers}</StoresProvider>);
    expect(screen.getByText("org:华东分公司")).toBeTruthy();
    expect(draws.org).toBe(2);
    expect(draws.whole).toBe(2);
    expect(draws.menus).toBe(1);
    expect(draws.session).toBe(1);
  });

  it("each hook refuses to be read outside the provider", () => {
    function Lonely() {
      useOrg();
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Lonely />)).toThrow("useOrg must be used inside StoresProvider");
    } finally {
      console.error = quiet;
    }
  });
});
