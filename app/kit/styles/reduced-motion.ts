/**
 * A person who asks their system for reduced motion (WCAG 2.3.3) gets antd's popups, dialogs,
 * notices and collapses without their zoom, slide and fade: every motion phase (rc-motion's
 * `…-appear`, `…-enter`, `…-leave` classes) ends within a millisecond. A millisecond, not
 * none: the motion's end events still fire, so what waits on them (a popup unmounting, a
 * dialog's focus) goes on as with motion. Spinners and skeleton shimmer keep turning: they
 * are not on those classes, and they say that something is loading.
 *
 * The rule sits in a cascade layer: an !important declaration in a layer outranks every unlayered
 * !important one whatever its selector, and antd's are unlayered. antd's form error fades with an
 * !important transition on a two-class selector, which a plain rule of one attribute selector lost
 * to (the error kept its 0.1 s fade under the wish).
 *
 * Shared by the antd sheet (ADR 011) and Storybook's preview, so stories move as the portal does.
 */
export const REDUCED_MOTION_CSS =
  '@layer portal-reduced-motion{@media (prefers-reduced-motion: reduce){[class*="-appear"],[class*="-enter"],[class*="-leave"]{animation-duration:1ms!important;animation-delay:0s!important;transition-duration:1ms!important;transition-delay:0s!important}}}';
