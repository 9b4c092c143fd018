import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { loginPublicKey, signIn } from "#app/features/login/login.server";
import { LoginPage } from "#app/features/login/LoginPage";
import { pollQrState } from "#app/features/login/qr-state-request";
import { safeSameOriginPath } from "#app/kit/security/url-safety";

export const meta: MetaFunction = () => [{ title: "Login" }];

/** The sign-in limits' Retry-After (ADR 030) reaches the answer, a page's or a data request's. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    publicKey: await loginPublicKey(),
    redirectUrl: safeSameOriginPath(url.searchParams.get("redirectUrl"), url.origin),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await signIn(request, context);
  if (result instanceof Response) return result;
  // ADR 030: a refusal by the sign-in limits is a 429 with Retry-After; the form shows its message.
  const retryAfter = result.failure.retryAfterSeconds;
  if (retryAfter !== undefined) return data(result, { status: 429, headers: { "Retry-After": String(retryAfter) } });
  return result;
}

export default function LoginRoute() {
  const { publicKey, redirectUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  return (
    <LoginPage
      publicKey={publicKey}
      failure={actionData && "failure" in actionData ? actionData.failure : null}
      submitting={navigation.state !== "idle"}
      onSubmit={(s) => {
        const form = new FormData();
        form.set("account", s.account);
        form.set("password", s.password);
        if (s.verifyCode) form.set("verifyCode", s.verifyCode);
        if (s.captchaKey) form.set("captchaKey", s.captchaKey);
        if (redirectUrl) form.set("redirectUrl", redirectUrl);
        submit(form, { method: "post" });
      }}
      pollQrState={pollQrState}
      onQrConfirmed={(key) => {
        const form = new FormData();
        form.set("intent", "qr");
        form.set("key", key);
        if (redirectUrl) form.set("redirectUrl", redirectUrl);
        submit(form, { method: "post" });
      }}
    />
  );
}
