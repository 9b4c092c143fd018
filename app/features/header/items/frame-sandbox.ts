/** SPEC §9: "Iframe sandbox permits scripts, same-origin, forms, popups, downloads and modals." */
export const FRAME_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-modals";
