import type CopyBtn from "antd/es/typography/Base/CopyBtn";
import type { ComponentProps } from "react";
import { lazyFunctionPart } from "./lazy-part";

/** antd's Typography gets its copy button from here (vite.config.ts): no portal text is copyable, so it loads when one first is. */
export default lazyFunctionPart<ComponentProps<typeof CopyBtn>>(() => import("antd/es/typography/Base/CopyBtn"), null, "LazyTypographyCopy");
