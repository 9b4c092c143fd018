import { CloseOutlined } from "@ant-design/icons";
import { Alert, theme } from "antd";
import { useTranslation } from "react-i18next";

interface Props {
  href: string;
  onClose: () => void;
  afterClose: () => void;
}

/** The banner of BrowserUpgradeBanner, loaded only for a browser that gets it. */
export function BrowserUpgradeAlert({ href, onClose, afterClose }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Alert
      banner
      type="warning"
      showIcon
      closable={{ closeIcon: <CloseOutlined aria-hidden />, "aria-label": t("pages.browseHappy.close") }}
      onClose={onClose}
      afterClose={afterClose}
      message={
        // The link in the banner's own text colour, underlined: a tenant's accent on the warning
        // tint can fall under 4.5:1 (ADR 036).
        <span>
          {t("pages.browseHappy.banner")}{" "}
          <a href={href} style={{ color: token.colorWarningText, textDecoration: "underline" }}>
            {t("pages.browseHappy.bannerLink")}
          </a>
        </span>
      }
    />
  );
}
