import type Editable from "antd/es/typography/Editable";
import type { ComponentProps } from "react";
import { lazyFunctionPart } from "./lazy-part";

/** antd's Typography gets its editing box from here (vite.config.ts): no portal text is editable, so it loads when one first is. */
export default lazyFunctionPart<ComponentProps<typeof Editable>>(() => import("antd/es/typography/Editable"), null, "LazyTypographyEditable");
