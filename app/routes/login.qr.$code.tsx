import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { confirmQrCode, loadQrConfirmation } from "#app/features/login/qr-login.server";
import { QrConfirmPage } from "#app/features/login/QrConfirmPage";

export const meta: MetaFunction = () => [{ title: "Login" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadQrConfirmation(request, params.code);
}

export async function action({ request, params }: ActionFunctionArgs) {
  return confirmQrCode(request, params.code);
}

export default function QrConfirmRoute() {
  const asked = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  return <QrConfirmPage view={answered ?? asked} submitting={navigation.state !== "idle"} />;
}
