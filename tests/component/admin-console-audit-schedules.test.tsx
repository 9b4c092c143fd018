import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AuditTable } from "#app/features/admin-console/AuditTable";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import type { Locale } from "#app/kit/i18n/config";
import { FakeTenantConfig, tenantConfigHandlers } from "#tests/mocks/tenant-config";
import { renderInPortal } from "./render";

/**
 * The audit's scheduled publishes (ADR 059, ADR 062): setting one, cancelling one and the
 * publish the schedule made read in the admin's language, and the action filter offers them.
 */

const AT = "2026-12-01T09:00:00.000Z";
const row = (id: string, action: string, actorAccount: string) => ({ id, at: AT, actorAccount, resource: "tenant-config", resourceId: "header-theme", action, version: null, before: { themeColor: "#111111" }, after: { themeColor: "#222222" } });

let fake = new FakeTenantConfig({ versions: {} });
const server = setupServer(...tenantConfigHandlers({ answer: (...args) => fake.answer(...args), response: (a) => fake.response(a) } as FakeTenantConfig));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WORDS: Record<Locale, [string, string, string]> = {
  "zh-CN": ["设定定时发布", "取消定时发布", "定时发布"],
  en: ["Schedule publish", "Cancel scheduled publish", "Published on schedule"],
  "sv-SE": ["Schemalägg publicering", "Avbryt schemalagd publicering", "Publicerad enligt schema"],
};

describe("the audit's scheduled publishes (ADR 062)", () => {
  for (const locale of ["zh-CN", "en", "sv-SE"] as const) {
    it(`reads setting, cancelling and the publish by a schedule in words (${locale})`, async () => {
      fake = new FakeTenantConfig({ versions: {}, audit: [row("1", "schedule", "alice"), row("2", "unschedule", "bob"), row("3", "scheduled-publish", "carol")] });
      renderInPortal(
        <ConsoleI18n>
          <AuditTable />
        </ConsoleI18n>,
        locale,
      );
      const [set, cancelled, fired] = WORDS[locale];
      const rowOf = async (actor: string) => (await screen.findByText(actor)).closest("tr") as HTMLElement;
      expect(within(await rowOf("alice")).getByText(set)).toBeTruthy();
      expect(within(await rowOf("bob")).getByText(cancelled)).toBeTruthy();
      expect(within(await rowOf("carol")).getByText(fired)).toBeTruthy();
    });
  }

  it("offers them in its action filter, which asks the platform for that action", async () => {
    fake = new FakeTenantConfig({ versions: {}, audit: [row("1", "schedule", "alice"), row("3", "scheduled-publish", "carol")] });
    renderInPortal(
      <ConsoleI18n>
        <AuditTable />
      </ConsoleI18n>,
    );
    expect(await screen.findByText("alice")).toBeTruthy();
    const filter = screen.getByRole("combobox", { name: "Action" });
    fireEvent.mouseDown(filter);
    const titles = await waitFor(() => {
      const shown = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].map((o) => o.getAttribute("title"));
      expect(shown.length).toBeGreaterThan(0);
      return shown;
    });
    expect(titles).toEqual(expect.arrayContaining(["Publish", "Schedule publish", "Cancel scheduled publish", "Published on schedule"]));
    fireEvent.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="Published on schedule"]')!);
    await waitFor(() => expect(screen.queryByText("alice")).toBeNull());
    expect(screen.getByText("carol")).toBeTruthy();
    expect(fake.calls.at(-1)?.path).toBe("param/v4/tenant-config/audit?pageIndex=1&pageSize=20&action=scheduled-publish");
  });
});
