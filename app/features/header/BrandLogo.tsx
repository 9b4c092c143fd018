import { useTranslation } from "react-i18next";
import { usePlan } from "#app/shell/stores";
import { safeHttpUrl } from "#app/kit/security/url-safety";

/** The tenant's logo (header theme systemLogoUrl/Size), linking to systemLogoJumpUrl when set. */
export function BrandLogo() {
  const { plan } = usePlan();
  const { t } = useTranslation();
  const { logoSize, title } = plan.header;
  // Logo and jump URLs come from tenant config: vetted before use (ARCHITECTURE §6).
  const logoUrl = safeHttpUrl(plan.header.logoUrl);
  const logoJumpUrl = safeHttpUrl(plan.header.logoJumpUrl);
  if (!logoUrl) return null;
  const image = <img src={logoUrl} alt={t("header.logoAlt", { name: title || t("app.productName") })} height={logoSize} style={{ display: "block", maxHeight: logoSize, width: "auto" }} />;
  return logoJumpUrl ? (
    <a href={logoJumpUrl} style={{ display: "flex", alignItems: "center" }}>
      {image}
    </a>
  ) : (
    <span style={{ display: "flex", alignItems: "center" }}>{image}</span>
  );
}
