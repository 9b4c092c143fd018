import { FullscreenExitOutlined, FullscreenOutlined } from "@ant-design/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "./items/IconButton";

function isFullscreen(): boolean {
  return typeof document !== "undefined" && document.fullscreenElement != null;
}

/** SPEC §2 header: the fullscreen button (scene showFullscreen); its name says what a press does. */
export function Fullscreen() {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(isFullscreen());
    sync();
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);

  function toggle() {
    // A refused request (no user gesture, a frame without allowfullscreen) changes nothing.
    if (isFullscreen()) void document.exitFullscreen?.().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }

  return (
    <IconButton
      label={active ? t("header.exitFullscreen") : t("header.fullscreen")}
      aria-pressed={active}
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={toggle}
    />
  );
}
