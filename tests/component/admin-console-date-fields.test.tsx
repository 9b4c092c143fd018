import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AuditTable } from "#app/features/admin-console/AuditTable";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { ScheduleChoice } from "#app/features/admin-console/schedule-publish/ScheduleChoice";
import type { Locale } from "#app/kit/i18n/config";
import { FakeTenantConfig, tenantConfigHandlers } from "#tests/mocks/tenant-config";
import { renderInPortal } from "./render";

/**
 * The console's date and date-time fields follow the console's language, never the browser's US
 * order (ADR 062): a time is shown and typed `YYYY-MM-DD HH:mm` in zh-CN, en and sv-SE, and the
 * picker's weekday names are the console language's.
 */

const fake = new FakeTenantConfig({ versions: {} });
const server = setupServer(...tenantConfigHandlers(fake));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LABELS: Record<Locale, { option: string; time: string; weekday: string }> = {
  "zh-CN": { option: "定时发布", time: "发布时间", weekday: "一" },
  en: { option: "Publish at a set time", time: "Publish at", weekday: "Mo" },
  "sv-SE": { option: "Publicera vid en vald tid", time: "Publiceras", weekday: "må" },
};

/** The weekday names over the open picker's days. */
const weekdays = () => [...document.querySelectorAll(".ant-picker-dropdown .ant-picker-content thead th")].map((th) => th.textContent);

describe("the console's date-time fields follow its language (ADR 062)", () => {
  for (const locale of ["zh-CN", "en", "sv-SE"] as const) {
    it(`a scheduled publish's time is typed and shown YYYY-MM-DD HH:mm, with the picker's days named in ${locale}`, async () => {
      const onChange = vi.fn();
      renderInPortal(
        <ConsoleI18n>
          <ScheduleChoice onChange={onChange} onIncomplete={() => undefined} />
        </ConsoleI18n>,
        locale,
      );
      fireEvent.click(await screen.findByRole("checkbox", { name: LABELS[locale].option }));
      const field = screen.getByLabelText(LABELS[locale].time) as HTMLInputElement;
      expect(field.type).toBe("text");
      expect(field.placeholder).toBe("YYYY-MM-DD HH:mm");
      await act(async () => {
        fireEvent.mouseDown(field);
        fireEvent.click(field);
      });
      await waitFor(() => expect(weekdays()).toContain(LABELS[locale].weekday));
      await act(async () => {
        fireEvent.change(field, { target: { value: "2030-01-02 03:04" } });
      });
      await act(async () => {
        fireEvent.keyDown(field, { key: "Enter", code: "Enter", keyCode: 13 });
      });
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(new Date(2030, 0, 2, 3, 4).toISOString()));
      expect(field.value).toBe("2030-01-02 03:04");
    });
  }

  it("the audit's date range names its days in the console's language (sv-SE)", async () => {
    renderInPortal(
      <ConsoleI18n>
        <AuditTable />
      </ConsoleI18n>,
      "sv-SE",
    );
    const start = await screen.findByPlaceholderText("Startdatum");
    await act(async () => {
      fireEvent.mouseDown(start);
      fireEvent.click(start);
    });
    await waitFor(() => expect(weekdays()).toContain("må"));
    expect(weekdays()).not.toContain("Mo");
  });
});
