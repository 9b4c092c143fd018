import { usePortal } from "#app/shell/portal-context";
import { LanguageSwitch } from "./LanguageSwitch";

/** The language switch as the layout engine places it in the header. */
export function HeaderLanguageSwitch() {
  const { currentPath, plan } = usePortal();
  return <LanguageSwitch currentPath={currentPath} color={plan.header.colors.text} />;
}
