import type { OTPProps, OTPRef } from "antd/es/input/OTP";
import { lazyPart } from "./lazy-part";

/** antd's Input.OTP comes from here (vite.config.ts): the portal has none, so it loads when one first draws. */
export default lazyPart<OTPRef, OTPProps>(() => import("antd/es/input/OTP"), null, "LazyOTP");
