import { CloseOutlined } from "@ant-design/icons";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";

interface Props {
  href: string;
  onClose: () => void;
  afterClose: () => void;
}

/** The banner of BrowserUpgradeBanner, loaded only for a browser that gets it. */
export function BrowserUpgradeAlert({ href, onClose, afterClose }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      banner
      type="warning"
      showIcon
      closable={{ closeIcon: <CloseOutlined aria-hidden />, "aria-label": t("pages.browseHappy.close") }}
      onClose={onClose}
      afterClose={afterClose}
      message={
        <span>
          {t("pages.browseHappy.banner")} <a href={href}>{t("pages.browseHappy.bannerLink")}</a>
        </span>
      }
    />
  );
}
