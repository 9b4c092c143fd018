import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Result } from "antd";
import { useTranslation } from "react-i18next";

/** The root error page: not found, or the page failed; with a way back home. */
export function ErrorView() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={notFound ? "404" : "error"}
      title={notFound ? t("errors.notFound") : t("errors.pageError")}
      extra={<a href="/portal/1/">{t("errors.backHome")}</a>}
    />
  );
}
