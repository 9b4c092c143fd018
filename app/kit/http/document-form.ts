/**
 * Submits `fields` to `action` as an ordinary form post of the whole page (a top-level document
 * navigation), not a `fetch`. Called in the handler of the user's click or key, the browser marks
 * the request as the user's own (`Sec-Fetch-User: ?1`), which a server may require for acts a
 * script must not do for the user (ADR 047).
 */
export function submitDocumentForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
