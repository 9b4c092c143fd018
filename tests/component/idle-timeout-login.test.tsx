import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "#app/features/login/LoginForm";
import { forgetIdleState } from "#app/session/activity.store";
import { storageKey } from "#app/kit/client-storage";
import { renderInPortal } from "./render";

/** SPEC §9 "one week free login": the login form's option stores the free-timeout the idle check allows. */
const FREE_HOURS = storageKey("freeTimeoutHours");

beforeEach(() => {
  window.localStorage.clear();
  forgetIdleState();
});

function showForm(locale: "en" | "zh-CN" | "sv-SE" = "en") {
  const onSubmit = vi.fn();
  renderInPortal(<LoginForm encrypt={async (plain) => `cipher(${plain})`} onSubmit={onSubmit} failure={null} submitting={false} />, locale);
  return onSubmit;
}

async function signIn(submitName = "Sign in") {
  fireEvent.change(screen.getByLabelText(/^(Account|账号|Konto)$/), { target: { value: "demo" } });
  fireEvent.change(screen.getByLabelText(/^(Password|密码|Lösenord)$/), { target: { value: "Portal#2026" } });
  await waitFor(() => expect((screen.getByRole("button", { name: submitName }) as HTMLButtonElement).disabled).toBe(false));
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: submitName }));
  });
}

describe("the login form's one week free login", () => {
  it("stores 168 free-timeout hours when ticked, and records the sign-in as activity", async () => {
    const onSubmit = showForm();
    const option = screen.getByRole("checkbox", { name: "One week free login" });
    expect((option as HTMLInputElement).checked).toBe(false);
    fireEvent.click(option);
    await signIn();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ account: "demo", password: "cipher(Portal#2026)", verifyCode: undefined, captchaKey: undefined });
    expect(window.localStorage.getItem(FREE_HOURS)).toBe("168");
    expect(Number(window.localStorage.getItem("portal:lastActivity"))).toBeGreaterThan(0);
  });

  it("removes a stored free-timeout when left unticked", async () => {
    window.localStorage.setItem(FREE_HOURS, "12");
    const onSubmit = showForm();
    await signIn();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem(FREE_HOURS)).toBeNull();
  });

  it("starts ticked when the last sign-in chose it, and unticking it removes it", async () => {
    window.localStorage.setItem(FREE_HOURS, "168");
    const onSubmit = showForm();
    const option = screen.getByRole("checkbox", { name: "One week free login" });
    await waitFor(() => expect((option as HTMLInputElement).checked).toBe(true));
    fireEvent.click(option);
    await signIn();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem(FREE_HOURS)).toBeNull();
  });

  it("is named in the active locale", () => {
    showForm("zh-CN");
    expect(screen.getByRole("checkbox", { name: "一周免登录" })).toBeTruthy();
  });

  it("stores nothing when the form does not pass its checks", async () => {
    const onSubmit = showForm("sv-SE");
    fireEvent.click(screen.getByRole("checkbox", { name: "Håll mig inloggad i en vecka" }));
    await waitFor(() => expect((screen.getByRole("button", { name: "Logga in" }) as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    });
    expect(await screen.findByText("Ange ditt konto")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(FREE_HOURS)).toBeNull();
  });
});
