import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createSubAppHost, type SubAppHost } from "#app/features/sub-apps/host";
import { SubAppHostProvider, useSubAppHostSlot } from "#app/features/sub-apps/host-context";

/**
 * The page's sub-app host is the provider's (ADR 013 §1): the shell mounts one provider per page,
 * and every viewport under it works with one host, made when the first viewport asks; a story or
 * a test gives its own, or gets a fresh one with each provider, so no app is left over.
 */

function hostUnder(wrapper: ({ children }: { children: ReactNode }) => ReactNode, make: () => SubAppHost) {
  return renderHook(() => useSubAppHostSlot().host(make), { wrapper });
}

describe("SubAppHostProvider", () => {
  it("hands the viewports the host it was given", () => {
    const given = createSubAppHost({ budget: 2 });
    const make = vi.fn(() => createSubAppHost());
    const { result } = hostUnder(({ children }) => <SubAppHostProvider host={given}>{children}</SubAppHostProvider>, make);
    expect(result.current).toBe(given);
    expect(make).not.toHaveBeenCalled();
  });

  it("without one, makes its host when first asked and keeps it while it is mounted", () => {
    const make = vi.fn(() => createSubAppHost());
    const { result, rerender } = hostUnder(({ children }) => <SubAppHostProvider>{children}</SubAppHostProvider>, make);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("gives each provider a host of its own: one page's apps are not another's", () => {
    const wrapper = ({ children }: { children: ReactNode }) => <SubAppHostProvider>{children}</SubAppHostProvider>;
    const one = hostUnder(wrapper, () => createSubAppHost()).result.current;
    const other = hostUnder(wrapper, () => createSubAppHost()).result.current;
    expect(one).not.toBe(other);
    expect(one.store).not.toBe(other.store);
  });
});
