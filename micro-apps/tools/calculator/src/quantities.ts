/**
 * Quantity take-off formulas for the site (metric). Pure functions; each returns null when an
 * input is out of its range, so the page shows a hint instead of a wrong number.
 */

/** A decimal as typed: "12.5" or "12,5" (sv-SE); null when it is not a plain number. */
export function parseDecimal(typed: string): number | null {
  const compact = typed.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,9}(?:[.,]\d{1,4})?$/.test(compact)) return null;
  return Number(compact.replace(",", "."));
}

const within = (value: number | null, min: number, max: number): value is number => value !== null && value >= min && value <= max;
const withWaste = (value: number, wastePercent: number) => value * (1 + wastePercent / 100);

export const WASTE_MAX = 50;

/** Concrete for `count` slabs, beams or footings of length × width × depth (m): m³, net and with waste. */
export function concreteVolume(input: { length: number | null; width: number | null; depth: number | null; count: number | null; waste: number | null }): { net: number; total: number } | null {
  const { length, width, depth, count, waste } = input;
  if (!within(length, 0.01, 10_000) || !within(width, 0.01, 10_000) || !within(depth, 0.01, 100) || !within(count, 1, 100_000) || !Number.isInteger(count) || !within(waste, 0, WASTE_MAX)) return null;
  const net = length * width * depth * count;
  return { net, total: withWaste(net, waste) };
}

/** Rebar diameters sold on site (mm). */
export const REBAR_DIAMETERS = [6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 32] as const;

/** Steel weighs 7850 kg/m³: a bar of d mm weighs 7850·π·d²/4·10⁻⁶ = 0.00617·d² kg per metre. */
export function rebarKgPerMetre(diameterMm: number): number {
  return (7850 * Math.PI * diameterMm * diameterMm) / 4 / 1_000_000;
}

/** Rebar weight of `count` bars of `length` m: kg per metre, net kg and kg with waste. */
export function rebarWeight(input: { diameter: number; length: number | null; count: number | null; waste: number | null }): { perMetre: number; net: number; total: number } | null {
  const { diameter, length, count, waste } = input;
  if (!(REBAR_DIAMETERS as readonly number[]).includes(diameter) || !within(length, 0.01, 100_000) || !within(count, 1, 1_000_000) || !Number.isInteger(count) || !within(waste, 0, WASTE_MAX)) return null;
  const perMetre = rebarKgPerMetre(diameter);
  const net = perMetre * length * count;
  return { perMetre, net, total: withWaste(net, waste) };
}

/**
 * Standard bricks (240 × 115 × 53 mm) with 10 mm joints. Per m³ of wall:
 * bricks = 2k / (t · (0.24 + 0.01) · (0.053 + 0.01)), k the wall's thickness in bricks
 * (½, 1, 1½ for the 115, 240 and 365 mm walls: 552, 529 and 522 bricks), and mortar = 1 − bricks · brick volume.
 */
export const WALLS = { "115": { thickness: 0.115, bricksThick: 0.5 }, "240": { thickness: 0.24, bricksThick: 1 }, "365": { thickness: 0.365, bricksThick: 1.5 } } as const;
export type Wall = keyof typeof WALLS;
const BRICK_VOLUME = 0.24 * 0.115 * 0.053;

export function bricksPerCubicMetre(wall: Wall): number {
  const { thickness, bricksThick } = WALLS[wall];
  return (2 * bricksThick) / (thickness * 0.25 * 0.063);
}

/** Brickwork of a wall length × height (m) less its openings (m²): wall volume, bricks (whole, with waste) and mortar m³. */
export function brickwork(input: { wall: Wall; length: number | null; height: number | null; openings: number | null; waste: number | null }): { volume: number; bricks: number; mortar: number } | null {
  const { wall, length, height, openings, waste } = input;
  if (!(wall in WALLS) || !within(length, 0.01, 10_000) || !within(height, 0.01, 500) || !within(openings, 0, 1_000_000) || !within(waste, 0, WASTE_MAX)) return null;
  const area = length * height - openings;
  if (area <= 0) return null;
  const volume = area * WALLS[wall].thickness;
  const perM3 = bricksPerCubicMetre(wall);
  return { volume, bricks: Math.ceil(withWaste(perM3 * volume, waste)), mortar: withWaste((1 - perM3 * BRICK_VOLUME) * volume, waste) };
}
