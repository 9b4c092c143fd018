import { lazy, Suspense, type ComponentType, type CSSProperties } from "react";

type Icons = typeof import("#app/kit/lazy/dropdown-icons");

interface IconProps {
  className?: string;
  style?: CSSProperties;
  "aria-hidden"?: boolean;
}

const load = () => import("#app/kit/lazy/dropdown-icons");

/** Starts loading the dropdown icons (a menu is opening). */
export function preloadDropdownIcons(): void {
  void load().catch(() => undefined);
}

/**
 * An icon of app/kit/lazy/dropdown-icons.ts, whose code loads when first drawn: until then
 * an empty box of the icon's size keeps the menu item's layout.
 */
export function lazyIcon(name: keyof Icons): ComponentType<IconProps> {
  const Icon = lazy(() => load().then((icons) => ({ default: icons[name] as ComponentType<IconProps> })));
  function LazyIcon(props: IconProps) {
    return (
      <Suspense fallback={<span className={["anticon", props.className].filter(Boolean).join(" ")} style={{ width: "1em", height: "1em", ...props.style }} aria-hidden />}>
        <Icon {...props} />
      </Suspense>
    );
  }
  LazyIcon.displayName = `LazyIcon(${name})`;
  return LazyIcon;
}
