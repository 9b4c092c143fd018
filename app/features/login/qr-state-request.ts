import type { QrStateAnswer } from "./QrLoginCode";

/** Asks the login service for the state of the key's code (POST /login/qr/state); a failed call is an "error" answer. */
export async function pollQrState(key: string): Promise<QrStateAnswer> {
  try {
    const response = await fetch("/login/qr/state", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ key }).toString(),
      credentials: "same-origin",
    });
    if (!response.ok) return { status: "error" };
    return (await response.json()) as QrStateAnswer;
  } catch {
    return { status: "error" };
  }
}
