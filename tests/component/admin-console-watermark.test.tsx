import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { File as NodeFile } from "node:buffer";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { WatermarkSection } from "#app/features/admin-console/watermark-section/WatermarkSection";
import { FakeTenantConfig, tenantConfigHandlers } from "#tests/mocks/tenant-config";
import { FakeWatermarks, watermarkHandlers } from "#tests/mocks/watermarks";
import { solidPng } from "../platform/png";
import { renderInPortal } from "./render";

/**
 * The console's Watermark section (SPEC §3 Watermark, ADR 021): templates listed, made and
 * changed through report-center/v4/mark (If-Match), pictures uploaded to file/v4/images with the
 * platform's refusal on the picture's field, ajv's faults on their fields, and the template the
 * tenant uses set in the header theme's draft and published (ADR 020).
 */

let config = new FakeTenantConfig({ versions: {} });
let marks = new FakeWatermarks();
const server = setupServer(
  ...tenantConfigHandlers({
    answer: (...args) => config.answer(...args),
    response: (a) => config.response(a),
  } as FakeTenantConfig),
  ...watermarkHandlers(() => marks)
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function seed(
  templates: ConstructorParameters<typeof FakeWatermarks>[0],
  theme: Record<string, unknown> = {
    systemName: "Acme",
    watermarkSwitch: 0,
    watermarkTemplate: "",
  }
) {
  config = new FakeTenantConfig({
    versions: { "header-theme": [{ value: theme }] },
  });
  marks = new FakeWatermarks(templates);
  marks.inUse = () => String((config.published("header-theme")?.value as { watermarkTemplate?: string } | undefined)?.watermarkTemplate ?? "");
}

function renderSection() {
  return renderInPortal(
    <ConsoleI18n>
      <WatermarkSection />
    </ConsoleI18n>,
    "en"
  );
}

/** The form item a field's label names: where its help and faults show. */
function fieldItem(label: string): HTMLElement {
  const found = Array.from(document.querySelectorAll(".ant-form-item-label label")).find((l) => l.textContent === label);
  const item = found?.closest(".ant-form-item");
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${label}`);
  return item;
}

/** A field's control by its label (getByLabelText is slow over a form of this size in jsdom). */
function control(label: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLLabelElement>(".ant-form-item-label label")).find((l) => l.textContent === label);
  const target = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!target) throw new Error(`no control for ${label}`);
  return target;
}

/** A button by its accessible name or text (getByRole with a name is slow over a form of this size in jsdom). */
function button(name: string): HTMLButtonElement {
  const found = Array.from(document.querySelectorAll("button")).find((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

const findButton = (name: string) => waitFor(() => button(name));

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


async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** A file as the browser's file picker gives it: Node's File, which fetch sends as its bytes (jsdom's is sent as "[object File]"). */
function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

async function pickFile(file: File) {
  const input = document.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("no file input");
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe("the Watermark section", () => {
  it("shows ajv's faults on the field they belong to, and Save waits until they are fixed", async () => {
    seed([]);
    renderSection();
    await click(await findButton("New template"));
    const save = button("Save template");
    // A new TEXT template has no name and no text yet: both fields say so, no other does.
    await waitFor(() => expect(within(fieldItem("Name")).getByText("Must have at least 1 characters")).toBeTruthy());
    expect(within(fieldItem("Text")).getByText("Required")).toBeTruthy();
    expect(within(fieldItem("Spacing")).queryByRole("alert")).toBeNull();
    expect(save).toHaveProperty("disabled", true);
    fireEvent.change(control("Name"), { target: { value: "Confidential" } });
    fireEvent.change(control("Font colour"), { target: { value: "red" } });
    await waitFor(() => expect(within(fieldItem("Font colour")).getByText("Not a colour: use #rgb, #rgba, #rrggbb or #rrggbbaa")).toBeTruthy());
    expect(within(fieldItem("Name")).queryByText("Must have at least 1 characters")).toBeNull();
    await click(button("{loginAccount}"));
    fireEvent.change(control("Font colour"), { target: { value: "#c00" } });
    await waitFor(() => expect(save).toHaveProperty("disabled", false));
    await click(save);
    await screen.findByText("Template Confidential saved.");
    const post = marks.calls.find((c) => c.method === "POST" && c.path === "report-center/v4/mark");
    expect(post?.body).toMatchObject({
      name: "Confidential",
      type: "TEXT",
      text: "{loginAccount}",
      fontColor: "#c00",
      spacing: 50,
      rotationAngle: 0,
    });
    expect(post?.body).not.toHaveProperty("picturePath");
  }, 90_000);

  it("a placeholder goes in at the text's caret, and the caret stays after it for the next keys", async () => {
    seed([]);
    renderSection();
    await click(await findButton("New template"));
    const text = control("Text") as HTMLInputElement;
    fireEvent.change(text, { target: { value: "Hello world" } });
    await waitFor(() => expect(text.value).toBe("Hello world"));
    text.focus();
    text.setSelectionRange(5, 5);
    await click(button("{name}"));
    await waitFor(() => expect(text.value).toBe("Hello{name} world"));
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect([text.selectionStart, text.selectionEnd]).toEqual([11, 11]);
    // A selection is replaced by the placeholder.
    text.setSelectionRange(12, 17);
    await click(button("{systemDate}"));
    await waitFor(() => expect(text.value).toBe("Hello{name} {systemDate}"));
  }, 60_000);

  it("uploads a picture as the raw body, shows the platform's refusal of an SVG on the picture's field, and saves a PICTURE template", async () => {
    seed([]);
    renderSection();
    await click(await findButton("New template"));
    fireEvent.change(control("Name"), { target: { value: "Logo mark" } });
    await click(screen.getByText("Picture", { selector: "span" }));
    await pickFile(fileOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "mark.svg", "image/svg+xml"));
    await waitFor(() =>
      expect(within(fieldItem("Picture")).getByRole("alert").textContent).toBe("The picture was refused: SVG images are refused: an SVG can carry script. Upload a PNG, JPEG, GIF or WebP image")
    );
    expect(button("Save template")).toHaveProperty("disabled", true);

    const png = solidPng(40, 20, [200, 30, 30, 255]);
    await pickFile(fileOf(new Uint8Array(png), "mark.png", "image/png"));
    const picture = await waitFor(() => {
      const img = document.querySelector('img[alt="Watermark picture mark.png"]');
      if (!img) throw new Error("no picture shown");
      return img;
    });
    const upload = marks.calls.filter((c) => c.path === "file/v4/images").at(-1)!;
    expect(upload.contentType).toBe("image/png");
    expect(Buffer.from(upload.body as Uint8Array).equals(png)).toBe(true);
    expect(within(fieldItem("Picture")).queryByRole("alert")).toBeNull();
    fireEvent.change(control("Rotation"), { target: { value: "30" } });
    fireEvent.change(control("Spacing"), { target: { value: "80" } });
    await click(button("Save template"));
    await screen.findByText("Template Logo mark saved.");
    const post = marks.calls.find((c) => c.method === "POST" && c.path === "report-center/v4/mark");
    expect(post?.body).toMatchObject({
      name: "Logo mark",
      type: "PICTURE",
      picturePath: picture.getAttribute("src"),
      pictureName: "mark.png",
      rotationAngle: 30,
      spacing: 80,
    });
    expect(post?.body).not.toHaveProperty("text");
    expect(await findButton("Edit Logo mark")).toBeTruthy();
  }, 90_000);

  it("changes a template with the If-Match of the version read, and places the platform's faults on their fields", async () => {
    seed([{ name: "Old", type: "TEXT", text: "{name}" }]);
    renderSection();
    await click(await findButton("Edit Old"));
    fireEvent.change(control("Code"), { target: { value: "dup" } });
    marks.answer = ((original) =>
      function (this: FakeWatermarks, method, url, body, headers) {
        if (method === "PUT") {
          this.calls.push({
            method,
            path: url.pathname,
            body,
            ifMatch: headers.get("if-match"),
            contentType: null,
          });
          return {
            status: 400,
            data: {
              errors: [{ path: "code", message: "is taken by another template" }],
            },
            errorMsg: "Invalid watermark: code: is taken by another template",
          };
        }
        return original.call(this, method, url, body, headers);
      })(marks.answer) as FakeWatermarks["answer"];
    await click(button("Save template"));
    await waitFor(() => expect(within(fieldItem("Code")).getByText("is taken by another template")).toBeTruthy());
    const put = marks.calls.find((c) => c.method === "PUT");
    expect(put?.ifMatch).toBe('"1"');
    expect(put?.body).toMatchObject({
      name: "Old",
      code: "dup",
      text: "{name}",
    });
  }, 90_000);

  it("names a Branding change of the header theme's draft before anything is published, and publishes only the watermark's fields when asked (ADR 054)", async () => {
    seed([{ name: "Picture mark", type: "PICTURE", picturePath: "/api/file/v4/images/abc" }]);
    config.drafts.set("header-theme", { value: { systemName: "Acme Draft", watermarkSwitch: 0, watermarkTemplate: "" }, basedOn: 1, updatedAt: "2026-11-25T16:05:00Z", errors: [] });
    renderSection();
    await click(await findButton("Use this template: Picture mark"));
    await waitFor(() => expect(config.drafts.get("header-theme")?.value).toMatchObject({ systemName: "Acme Draft", watermarkTemplate: "1001", watermarkSwitch: 1 }));
    await waitFor(() => expect(button("Publish")).toHaveProperty("disabled", false));
    await click(button("Publish"));
    const dialog = await screen.findByRole("dialog", { name: "Confirm publish" });
    expect(config.calls.some((c) => c.path.endsWith("/publish"))).toBe(false);
    expect(within(dialog).getByText("System name — Branding section")).toBeTruthy();
    expect(within(dialog).getByText("Acme Draft")).toBeTruthy();
    await click(within(dialog).getByRole("button", { name: "Publish only this section's fields" }));
    await screen.findByText("Version 2 is published; fields of other sections still in the draft: 1");
    expect(config.calls.find((c) => c.method === "POST" && c.path.endsWith("/publish"))?.body).toEqual({ basedOn: 1, fields: ["/watermarkSwitch", "/watermarkTemplate"] });
    expect(config.published("header-theme")?.value).toEqual({ systemName: "Acme", watermarkSwitch: 1, watermarkTemplate: "1001" });
    expect(config.drafts.get("header-theme")).toMatchObject({ value: { systemName: "Acme Draft" }, basedOn: 2 });
  }, 90_000);

  it("uses a template as the tenant's watermark in the header theme's draft and publishes it; the template in use cannot be deleted", async () => {
    seed([
      {
        name: "Picture mark",
        type: "PICTURE",
        picturePath: "/api/file/v4/images/abc",
      },
    ]);
    renderSection();
    await click(await findButton("Use this template: Picture mark"));
    await waitFor(() =>
      expect(config.drafts.get("header-theme")?.value).toMatchObject({
        systemName: "Acme",
        watermarkTemplate: "1001",
        watermarkSwitch: 1,
      })
    );
    await waitFor(() => expect(button("Publish")).toHaveProperty("disabled", false));
    await click(button("Publish"));
    await confirmPublish();
    await screen.findByText("Published version 2");
    expect(config.published("header-theme")?.value).toMatchObject({
      watermarkTemplate: "1001",
      watermarkSwitch: 1,
    });
    expect(config.calls.find((c) => c.method === "POST" && c.path.endsWith("/publish"))?.body).toEqual({ basedOn: 1 });
    expect(screen.getByText("In use")).toBeTruthy();

    await click(button("Delete Picture mark"));
    await click(await findButton("Yes"));
    await screen.findByText("Picture mark is the tenant's watermark: choose another template (or none) and publish first.");
    expect(marks.templates.has("1001")).toBe(true);
    expect(marks.calls.find((c) => c.method === "DELETE")?.ifMatch).toBe('"1"');
  }, 90_000);
});
