import { Color as RcColor } from "@rc-component/color-picker";
import type { AggregationColor } from "antd/es/color-picker/color";

/**
 * antd's button style reads `isBright` from the colour picker's presets module (vite.config.ts
 * sends that import here). The module also holds the presets panel, which draws with Collapse:
 * once any page uses a ColorPicker (the tenant admin console does), Rollup keeps the panel and
 * Collapse, and every page with a button would download them. The same function, alone.
 */
export const isBright = (value: AggregationColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode (antd's own reading).
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
