import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { File } from "node:buffer";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AuditTable } from "#app/features/admin-console/AuditTable";
import { ConfigEditor } from "#app/features/admin-console/ConfigEditor";
import { VersionsTable } from "#app/features/admin-console/VersionsTable";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { consoleStrings } from "#app/features/admin-console/console-strings";
import { DRAFT_SAVE_DELAY_MS } from "#app/features/admin-console/use-config-draft";
import { SchemaForm } from "#app/features/admin-console/schema-form/SchemaForm";
import { FORM_SCHEMAS, schemaFields } from "#app/features/admin-console/schema-form/schema-fields.rules";
import { FORM_SCHEMA_JSON } from "#app/features/admin-console/schema-form/validate-config";
import { FakeTenantConfig, tenantConfigHandlers } from "#tests/mocks/tenant-config";
import { API, fail, ok } from "#tests/mocks/envelope";
import { renderInPortal } from "./render";

/** The tenant admin console's editor (ADR 020; SPEC §3 Header theme, Portal scene params), against the platform's contract over msw. */

const EN = consoleStrings.en as { fields: Record<string, Record<string, { title: string }>> };
const title = (schema: string, property: string) => EN.fields[schema]![property]!.title;

let fake = new FakeTenantConfig({ versions: {} });
const server = setupServer(...tenantConfigHandlers({ answer: (...args) => fake.answer(...args), response: (a) => fake.response(a) } as FakeTenantConfig));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function seed(seedValue: ConstructorParameters<typeof FakeTenantConfig>[0]) {
  fake = new FakeTenantConfig(seedValue);
  return fake;
}

const draftPuts = () => fake.calls.filter((c) => c.method === "PUT" && c.path.endsWith("/draft"));

/** A button by its text (getByRole with a name is slow over a form of this size in jsdom). */
function button(name: string, within_: HTMLElement = document.body): HTMLButtonElement {
  const found = Array.from(within_.querySelectorAll("button")).find((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** Publish's confirmation (ADR 054): the button `name` of the open dialog. */
async function confirmPublish(name = "Publish"): Promise<void> {
  const target = await waitFor(() => {
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).reverse();
    for (const dialog of dialogs) {
      const found = Array.from(dialog.querySelectorAll("button")).find((b) => (b.textContent ?? "").trim() === name);
      if (found) return found;
    }
    throw new Error(`no confirmation with ${name}`);
  });
  await act(async () => {
    fireEvent.click(target);
  });
}

/** The form item around a labelled control: where its help and its faults show. */
function formItemOf(label: string): HTMLElement {
  const control = screen.getByLabelText(label);
  const item = control.closest(".ant-form-item");
  if (!(item instanceof HTMLElement)) throw new Error(`no form item around ${label}`);
  return item;
}

describe("the schema form", () => {
  it.each(FORM_SCHEMAS)("%s: every property of the schema has a labelled field with its help text", (schema) => {
    renderInPortal(
      <ConsoleI18n>
        <SchemaForm schema={schema} value={{}} faults={[]} onChange={() => undefined} />
      </ConsoleI18n>,
    );
    const fields = schemaFields(schema, FORM_SCHEMA_JSON[schema]);
    expect(fields.map((f) => f.name)).toEqual(Object.keys(FORM_SCHEMA_JSON[schema].properties ?? {}));
    for (const field of fields) {
      const name = title(schema, field.name);
      if (field.widget === "list") expect(screen.getByRole("group", { name }), field.name).toBeTruthy();
      else expect(screen.getByLabelText(name), field.name).toBeTruthy();
    }
    // SPEC §3: each scene-param flag says what it changes.
    if (schema === "scene-params") expect(within(formItemOf(title(schema, "helpCenterShow"))).getByText("When on, the header shows the help centre (?) icon.")).toBeTruthy();
  });
});

describe("pictures in the form (ADR 021)", () => {
  const LOGO = () => title("nav-logo-and-name", "systemLogoUrl");
  function renderLogoForm() {
    const onChange = vi.fn();
    renderInPortal(
      <ConsoleI18n>
        <SchemaForm schema="nav-logo-and-name" value={{ systemLogoUrl: "/platform/assets/old.png" }} faults={[]} onChange={onChange} />
      </ConsoleI18n>,
    );
    const item = formItemOf(LOGO());
    // The upload's file input is replaced after each choice, as a new one lets the same file be chosen again.
    // Node's File (the browser's has arrayBuffer and is a fetch body; jsdom's is neither).
    const choose = (file: File) => {
      const picker = item.querySelector('input[type="file"]');
      if (!(picker instanceof HTMLInputElement)) throw new Error("no file input beside the logo's address");
      fireEvent.change(picker, { target: { files: [file] } });
    };
    return { onChange, item, choose };
  }
  const png = (name = "logo.png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: "image/png" });

  it("a logo uploaded from the field is sent as its bytes, and the platform's address becomes the field's value", async () => {
    const bodies: { type: string | null; size: number }[] = [];
    server.use(
      http.post(`${API}/file/v4/images`, async ({ request }) => {
        bodies.push({ type: request.headers.get("content-type"), size: (await request.arrayBuffer()).byteLength });
        return ok({ id: "a".repeat(64), url: `/api/file/v4/images/${"a".repeat(64)}`, contentType: "image/png", size: 8 });
      }),
    );
    const { onChange, item, choose } = renderLogoForm();
    expect(within(item).getByRole("img", { name: `Preview of ${LOGO()}` }).getAttribute("src")).toBe("/platform/assets/old.png");
    const button = within(item).getByRole("button", { name: `Upload ${LOGO()}` });
    // What may be uploaded is said before a file is chosen, and read with the button and the field.
    expect(within(item).getByText("You can upload a PNG, JPEG, GIF or WebP image of up to 512 KB.")).toBeTruthy();
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    expect(button.getAttribute("aria-describedby")).toBe((screen.getByLabelText(LOGO()) as HTMLInputElement).getAttribute("aria-describedby"));
    choose(png());
    await waitFor(() => expect(within(item).getByText("Uploaded logo.png")).toBeTruthy());
    expect(bodies).toEqual([{ type: "image/png", size: 8 }]);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ systemLogoUrl: `/api/file/v4/images/${"a".repeat(64)}` }));
    expect((screen.getByLabelText(LOGO()) as HTMLInputElement).value).toBe(`/api/file/v4/images/${"a".repeat(64)}`);
  });

  it("an SVG or a file over the limit is refused on the field before it is sent; the platform's refusal shows there too", async () => {
    let sent = 0;
    server.use(
      http.post(`${API}/file/v4/images`, () => {
        sent++;
        return fail(400, "400", "The file is not a PNG, JPEG, GIF or WebP image (its first bytes say so, whatever its name or Content-Type)");
      }),
    );
    const { onChange, item, choose } = renderLogoForm();
    choose(new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "logo.svg", { type: "image/svg+xml" }));
    await waitFor(() => expect(within(item).getByRole("alert").textContent).toBe("Only PNG, JPEG, GIF or WebP images can be uploaded (SVG is refused: it can carry script)."));
    choose(new File([new Uint8Array(512 * 1024 + 1)], "huge.png", { type: "image/png" }));
    await waitFor(() => expect(within(item).getByRole("alert").textContent).toBe("The image is larger than 512 KB; upload a smaller one."));
    expect(sent).toBe(0);
    choose(png("renamed.png"));
    await waitFor(() => expect(within(item).getByRole("alert").textContent).toMatch(/^The image was not uploaded: The file is not a PNG/));
    expect(sent).toBe(1);
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText(LOGO()) as HTMLInputElement).value).toBe("/platform/assets/old.png");
  });
});

describe("the config editor", () => {
  it("an invalid colour shows its fault on that field only, and Publish publishes nothing until it is fixed", async () => {
    seed({ versions: { "header-theme": [{ value: { headerBgColor: "#002366", themeColor: "#268DFF" } }] } });
    renderInPortal(
      <ConsoleI18n>
        <ConfigEditor kind="header-theme" />
      </ConsoleI18n>,
    );
    const input = await screen.findByLabelText(title("header-theme", "headerBgColor"));
    fireEvent.change(input, { target: { value: "#12" } });
    const fault = "Not a colour: use #rgb, #rrggbb, #rrggbbaa, rgb() or rgba()";
    await waitFor(() => expect(within(formItemOf(title("header-theme", "headerBgColor"))).getByText(fault)).toBeTruthy());
    expect(within(formItemOf(title("header-theme", "themeColor"))).queryByText(fault)).toBeNull();
    // Publish with faults asks for them to be fixed (ADR 056) and opens no confirmation.
    await waitFor(() => expect(button("Publish")).toHaveProperty("disabled", false));
    fireEvent.click(button("Publish"));
    await waitFor(() => expect(screen.getByText("Fix the marked fields before publishing.")).toBeTruthy());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    fireEvent.change(input, { target: { value: "#123" } });
    await waitFor(() => expect(screen.queryByText(fault)).toBeNull());
    await waitFor(() => expect(screen.queryByText("Fix the marked fields before publishing.")).toBeNull());
  });

  it("a header text colour that fades into the header's background is a warning with both colours and the ratio, gone once it reads well", async () => {
    seed({ versions: { "header-theme": [{ value: { headerBgColor: "#002366", headerOtherElementsColor: "#FFFFFF" } }] } });
    renderInPortal(
      <ConsoleI18n>
        <ConfigEditor kind="header-theme" />
      </ConsoleI18n>,
    );
    const input = await screen.findByLabelText(title("header-theme", "headerOtherElementsColor"));
    expect(screen.queryByText(/Icons such as the bell/)).toBeNull();
    fireEvent.change(input, { target: { value: "#1F1F1F" } });
    const warning = await screen.findByText(/^The header draws its icons and text in #1F1F1F on #002366: 1\.\d:1\. Icons such as the bell/);
    expect(warning.closest('[role="alert"]')).toBeTruthy();
    fireEvent.change(input, { target: { value: "#F5F5F5" } });
    await waitFor(() => expect(screen.queryByText(/Icons such as the bell/)).toBeNull());
  });

  it("typing saves the draft once, after the typing stops, with the value and its base; a reload shows the draft", async () => {
    seed({ versions: { "nav-logo-and-name": [{ value: { systemName: "Acme" } }, { value: { systemName: "Acme Portal" } }] } });
    const first = renderInPortal(
      <ConsoleI18n>
        <ConfigEditor kind="nav-logo-and-name" />
      </ConsoleI18n>,
    );
    expect(await screen.findByText("Published version 2")).toBeTruthy();
    const input = screen.getByLabelText(title("nav-logo-and-name", "browserTitle"));
    const typed = ["A", "Ac", "Acm", "Acme"];
    for (const text of typed) fireEvent.change(input, { target: { value: text } });
    expect(draftPuts()).toEqual([]);
    await waitFor(() => expect(draftPuts()).toHaveLength(1));
    const put = draftPuts()[0]!;
    expect(put.body).toEqual({ value: { systemName: "Acme Portal", browserTitle: "Acme" }, basedOn: 2 });
    await screen.findByText(/Draft saved/);
    first.unmount();

    renderInPortal(
      <ConsoleI18n>
        <ConfigEditor kind="nav-logo-and-name" />
      </ConsoleI18n>,
    );
    expect(await screen.findByDisplayValue("Acme")).toBeTruthy();
    expect(screen.getByText(/Draft based on version 2/)).toBeTruthy();
  });

  it("a page going away saves the pending draft at once, not after the delay", async () => {
    seed({ versions: { "nav-logo-and-name": [{ value: { systemName: "Nordbygg" } }] } });
    renderInPortal(
      <ConsoleI18n>
        <ConfigEditor kind="nav-logo-and-name" />
      </ConsoleI18n>,
    );
    expect(await screen.findByText("Published version 1")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(title("nav-logo-and-name", "browserTitle")), { target: { value: "Nordbygg AB" } });
    const changed = Date.now();
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(draftPuts()).toHaveLength(1));
    expect(draftPuts()[0]!.at - changed).toBeLessThan(DRAFT_SAVE_DELAY_MS);
    expect(draftPuts()[0]!.body).toEqual({ value: { systemName: "Nordbygg", browserTitle: "Nordbygg AB" }, basedOn: 1 });
  });

  it("a failed save keeps the change, says so, and Publish does not publish the older draft; saving again sends it", async () => {
    seed({ versions: { "nav-logo-and-name": [{ value: { systemName: "Acme" } }] } });
    fake.failures.set("PUT param/v4/tenant-config/nav-logo-and-name/draft", { status: 500, message: "database busy" });
    renderInPortal(
      <ConsoleI18n>
        <ConfigEditor kind="nav-logo-and-name" />
      </ConsoleI18n>,
    );
    expect(await screen.findByText("Published version 1")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(title("nav-logo-and-name", "systemName")), { target: { value: "Acme Ltd" } });
    expect(await screen.findByText("The draft could not be saved: database busy")).toBeTruthy();
    // Publish saves first; that fails again, so nothing is published.
    fake.failures.set("PUT param/v4/tenant-config/nav-logo-and-name/draft", { status: 500, message: "still busy" });
    fireEvent.click(button("Publish"));
    await confirmPublish();
    expect(await screen.findByText("The draft could not be saved: still busy")).toBeTruthy();
    expect(draftPuts()).toHaveLength(2);
    expect(fake.calls.some((c) => c.path.endsWith("/publish"))).toBe(false);
    expect(fake.drafts.has("nav-logo-and-name")).toBe(false);
    fireEvent.click(button("Save the draft again"));
    await waitFor(() => expect(fake.drafts.get("nav-logo-and-name")?.value).toEqual({ systemName: "Acme Ltd" }));
  });

  it("a publish answered 412 shows what changed in the newer version and keeps the draft", async () => {
    seed({
      versions: { "header-theme": [{ value: { systemName: "中建智造", themeColor: "#268DFF" } }] },
      drafts: { "header-theme": { value: { systemName: "中建智造数字平台", themeColor: "#268DFF" }, basedOn: 1 } },
    });
    fake.publishAs("header-theme", { systemName: "中建智造", themeColor: "#E8590C" }, "colleague");
    renderInPortal(
      <ConsoleI18n>
        <ConfigEditor kind="header-theme" />
      </ConsoleI18n>,
    );
    expect(await screen.findByDisplayValue("中建智造数字平台")).toBeTruthy();
    fireEvent.click(button("Publish"));
    await confirmPublish();
    const conflict = (await screen.findByText("Version 2 was published while you were editing")).closest("section")!;
    expect(conflict.getAttribute("aria-label")).toBe("Version 2 was published while you were editing");
    expect(within(conflict).getByText(/Version 2 by colleague/)).toBeTruthy();
    expect(within(conflict).getByText(title("header-theme", "themeColor"))).toBeTruthy();
    expect(within(conflict).getByText("#E8590C")).toBeTruthy();
    // The draft is kept: on the platform and in the form.
    expect(fake.drafts.get("header-theme")?.value).toEqual({ systemName: "中建智造数字平台", themeColor: "#268DFF" });
    expect(fake.calls.some((c) => c.method === "DELETE")).toBe(false);
    expect(screen.getByDisplayValue("中建智造数字平台")).toBeTruthy();

    // Keeping the draft on top of version 2 lets it publish.
    fireEvent.click(button("Keep my draft on top of version 2", conflict));
    await waitFor(() => expect(fake.drafts.get("header-theme")?.basedOn).toBe(2));
    fireEvent.click(button("Publish"));
    await confirmPublish();
    expect(await screen.findByText("Published version 3")).toBeTruthy();
    expect(fake.published("header-theme")?.value).toEqual({ systemName: "中建智造数字平台", themeColor: "#268DFF" });
  });

  it("a platform that does not answer shows the error and a retry, not a blank page", async () => {
    seed({ versions: { "scene-params": [{ value: {} }] } });
    fake.failures.set("GET param/v4/tenant-config/scene-params", { status: 503, message: "platform down" });
    renderInPortal(
      <ConsoleI18n>
        <ConfigEditor kind="scene-params" />
      </ConsoleI18n>,
    );
    expect(await screen.findByText("The settings could not be loaded: platform down")).toBeTruthy();
    fireEvent.click(button("Try again"));
    expect(await screen.findByText("Published version 1")).toBeTruthy();
  });
});

describe("versions and audit", () => {
  it("two selected versions show their diff by field; a rollback publishes the old value as a new version", async () => {
    seed({ versions: { "scene-params": [{ value: { helpCenterShow: true, scene: "" } }, { value: { helpCenterShow: false, scene: "" } }, { value: { helpCenterShow: false, scene: "single-product" } }] } });
    const rolledBack = vi.fn();
    renderInPortal(
      <ConsoleI18n>
        <VersionsTable kind="scene-params" publishedVersion={3} onRolledBack={rolledBack} />
      </ConsoleI18n>,
    );
    fireEvent.click(await screen.findByLabelText("Select version 1"));
    fireEvent.click(screen.getByLabelText("Select version 3"));
    fireEvent.click(button("Compare the two selected versions"));
    const diff = (await screen.findByText("Version 1 → version 3")).closest(".ant-card") as HTMLElement;
    expect(within(diff).getByText(title("scene-params", "helpCenterShow"))).toBeTruthy();
    expect(within(diff).getByText(title("scene-params", "scene"))).toBeTruthy();
    expect(within(diff).getByText("single-product")).toBeTruthy();

    // The current version has no rollback; version 1 has.
    expect(screen.queryByLabelText("Roll back to this version (version 3)")).toBeNull();
    fireEvent.click(screen.getByLabelText("Roll back to this version (version 1)"));
    fireEvent.click(button("Yes"));
    expect(await screen.findByText("Version 1's value is published as version 4")).toBeTruthy();
    expect(fake.published("scene-params")).toMatchObject({ version: 4, action: "rollback", value: { helpCenterShow: true, scene: "" } });
    // The section tells the console once the new version is read back (after the message shows).
    await waitFor(() => expect(rolledBack).toHaveBeenCalledTimes(1));
  });

  it("the audit filters by actor, and its CSV link carries the same filter", async () => {
    seed({ versions: { "header-theme": [{ value: { themeColor: "#111111" }, actorAccount: "alice" }], "scene-params": [{ value: { helpCenterShow: false }, actorAccount: "bob" }] } });
    renderInPortal(
      <ConsoleI18n>
        <AuditTable />
      </ConsoleI18n>,
    );
    expect(await screen.findByText("alice")).toBeTruthy();
    expect(screen.getByText("bob")).toBeTruthy();
    const actor = screen.getByLabelText("By");
    fireEvent.change(actor, { target: { value: "bob" } });
    fireEvent.keyDown(actor, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(screen.queryByText("alice")).toBeNull());
    expect(screen.getByText("bob")).toBeTruthy();
    expect(fake.calls.at(-1)?.path).toBe("param/v4/tenant-config/audit?pageIndex=1&pageSize=20&actor=bob");
    expect(screen.getByText("Download CSV").closest("a")?.getAttribute("href")).toBe("/api/param/v4/tenant-config/audit?actor=bob&format=csv");
  });
});
