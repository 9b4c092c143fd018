// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { readWindowPropertiesAhead } from "#app/features/sub-apps/qiankun-loader";

/** The idle read of the window's properties a micro-app's sandbox reads as it is made (ADR 067). */
describe("readWindowPropertiesAhead", () => {
  it("reads every own property's descriptor of the scope, without calling its getters, and keeps nothing", async () => {
    const getter = vi.fn(() => 1);
    const target: Record<string, unknown> = { a: 1, b: "two" };
    Object.defineProperty(target, "c", { get: getter, enumerable: true, configurable: false });
    const read: PropertyKey[] = [];
    const scope = new Proxy(target, {
      getOwnPropertyDescriptor(object, name) {
        read.push(name);
        return Reflect.getOwnPropertyDescriptor(object, name);
      },
    });
    await readWindowPropertiesAhead(scope);
    expect(read.sort()).toEqual(["a", "b", "c"]);
    expect(getter).not.toHaveBeenCalled();
    expect(Object.getOwnPropertyNames(target).sort()).toEqual(["a", "b", "c"]);
  });

  it("reads a large window in slices on later tasks, not in the caller's", async () => {
    const scope: Record<string, number> = {};
    for (let i = 0; i < 5000; i++) scope[`p${i}`] = i;
    let count = 0;
    const counted = new Proxy(scope, {
      getOwnPropertyDescriptor(object, name) {
        count += 1;
        return Reflect.getOwnPropertyDescriptor(object, name);
      },
    });
    const done = readWindowPropertiesAhead(counted);
    expect(count).toBe(0);
    await done;
    expect(count).toBe(5000);
  });

  it("settles at once for a scope with no properties", async () => {
    await expect(readWindowPropertiesAhead(Object.create(null) as object)).resolves.toBeUndefined();
  });
});
