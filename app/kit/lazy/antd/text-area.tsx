import type { TextAreaProps, TextAreaRef } from "antd/es/input/TextArea";
import { lazyPart } from "./lazy-part";

/**
 * antd's Input.TextArea and Typography's editing box come from here (vite.config.ts): the
 * portal has no text area, so rc-textarea loads when one first draws.
 */
export default lazyPart<TextAreaRef, TextAreaProps>(() => import("antd/es/input/TextArea"), null, "LazyTextArea");
