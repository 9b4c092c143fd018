import { describe, expect, it } from "vitest";
import { isTrue, readStored, removeStored, storageKey, writeStored } from "#app/kit/client-storage";

describe("client storage", () => {
  it("namespaces keys by version, user and tenant", () => {
    expect(storageKey("identityTermsRead", { userId: "u1", tenantId: "10001" })).toBe("portal:v1:u1:10001:identityTermsRead");
    expect(storageKey("locale")).toBe("portal:v1:_:_:locale");
  });

  it("round-trips values per scope and namespace, and other users do not see them", () => {
    expect(writeStored("local", "identityTermsRead", { userId: "u1", tenantId: "10001" }, true)).toBe(true);
    expect(readStored("local", "identityTermsRead", { userId: "u1", tenantId: "10001" }, isTrue)).toBe(true);
    expect(readStored("local", "identityTermsRead", { userId: "u2", tenantId: "10001" }, isTrue)).toBeNull();
    expect(readStored("session", "identityTermsRead", { userId: "u1", tenantId: "10001" }, isTrue)).toBeNull();
    removeStored("local", "identityTermsRead", { userId: "u1", tenantId: "10001" });
    expect(readStored("local", "identityTermsRead", { userId: "u1", tenantId: "10001" }, isTrue)).toBeNull();
  });

  it("reads garbage and values of the wrong shape as absent", () => {
    window.localStorage.setItem(storageKey("x", {}), "{not json");
    expect(readStored("local", "x", {}, isTrue)).toBeNull();
    window.localStorage.setItem(storageKey("y", {}), JSON.stringify("yes"));
    expect(readStored("local", "y", {}, isTrue)).toBeNull();
  });
});
