import { ExperimentOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { IconButton } from "./items/IconButton";
import { openInNewWindow } from "./items/open-window";

/** SPEC §2: the experience centre is the login service's free-licence view, in a new window. */
export const EXPERIENCE_CENTER_URL = "/login/free-license?viewMode=freeLicense";

/** SPEC §2 header: the experience centre (env allowedFreeLicense decides whether the plan has it). */
export function ExperienceCenter() {
  const { t } = useTranslation();
  return <IconButton label={t("header.experienceCenter")} icon={<ExperimentOutlined />} onClick={() => openInNewWindow(EXPERIENCE_CENTER_URL)} />;
}
