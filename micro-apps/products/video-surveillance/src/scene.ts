import { s } from "../../shared/svg";
import type { Scene } from "./cameras";

/**
 * A camera's picture, drawn (the demo has no video): ground, sky and the shapes of what the
 * camera looks at. Decorative: the tile's caption says what it shows.
 */
export function sceneDrawing(scene: Scene, index: number): SVGElement {
  const shift = (index * 17) % 40;
  const shapes: SVGElement[] = [
    s("rect", { x: 0, y: 0, width: 320, height: 180, fill: "#22384f" }),
    s("rect", { x: 0, y: 120, width: 320, height: 60, fill: "#3b3f36" }),
  ];
  switch (scene) {
    case "gate":
      shapes.push(
        s("rect", { x: 40, y: 70, width: 16, height: 60, fill: "#9aa5b1" }),
        s("rect", { x: 264, y: 70, width: 16, height: 60, fill: "#9aa5b1" }),
        s("rect", { x: 56, y: 74, width: 208, height: 10, fill: "#d9a400" }),
        s("rect", { x: 110 + shift, y: 104, width: 70, height: 30, rx: 4, fill: "#e8eef4" }),
        s("rect", { x: 120 + shift, y: 92, width: 44, height: 16, rx: 3, fill: "#b7c4d1" }),
      );
      break;
    case "crane":
      shapes.push(
        s("rect", { x: 140, y: 20, width: 10, height: 110, fill: "#e0b100" }),
        s("rect", { x: 60, y: 20, width: 220, height: 8, fill: "#e0b100" }),
        s("line", { x1: 210 + shift, y1: 28, x2: 210 + shift, y2: 96, stroke: "#cfd6dd", "stroke-width": 2 }),
        s("rect", { x: 196 + shift, y: 96, width: 28, height: 14, fill: "#7f8c99" }),
        s("rect", { x: 20, y: 80, width: 60, height: 50, fill: "#56626e" }),
      );
      break;
    case "building":
      shapes.push(
        s("rect", { x: 70, y: 30, width: 120, height: 100, fill: "#6d7a86" }),
        ...[0, 1, 2, 3].map((row) => s("rect", { x: 78, y: 40 + row * 22, width: 104, height: 6, fill: "#2a3947" })),
        s("rect", { x: 196, y: 40, width: 14, height: 90, fill: "#aab4be" }),
        s("rect", { x: 192, y: 60 + (shift % 50), width: 22, height: 18, fill: "#e0b100" }),
      );
      break;
    case "pit":
      shapes.push(
        s("path", { d: "M0 120 L60 150 L260 150 L320 120 Z", fill: "#5b4b3a" }),
        ...[80, 130, 180, 230].map((x) => s("rect", { x, y: 118, width: 6, height: 32, fill: "#9aa5b1" })),
        s("rect", { x: 60, y: 126, width: 200, height: 4, fill: "#c2410c" }),
      );
      break;
    case "yard":
      shapes.push(
        s("path", { d: "M30 130 L30 70 L160 50 L290 70 L290 130 Z", fill: "#4c5966" }),
        ...[0, 1, 2, 3, 4].map((i) => s("rect", { x: 50 + i * 46, y: 112, width: 36, height: 18, fill: i % 2 ? "#8d6e4f" : "#a1a9b1" })),
      );
      break;
    case "camp":
      shapes.push(
        ...[0, 1, 2].map((i) => s("rect", { x: 30 + i * 92, y: 80, width: 80, height: 40, fill: "#dfe6ec" })),
        ...[0, 1, 2].map((i) => s("rect", { x: 30 + i * 92, y: 76, width: 80, height: 6, fill: "#2f6fb0" })),
      );
      break;
  }
  return s("svg", { viewBox: "0 0 320 180", preserveAspectRatio: "xMidYMid slice", "aria-hidden": "true", focusable: "false", class: "camera-drawing" }, ...shapes);
}
