import { usePlan } from "#app/shell/stores";
import { LanguageSwitch } from "./LanguageSwitch";

/** The language switch as the layout engine places it in the header. */
export function HeaderLanguageSwitch() {
  const { currentPath, plan } = usePlan();
  return <LanguageSwitch currentPath={currentPath} color={plan.header.colors.text} />;
}
