import { describe, expect, it } from "vitest";
import { dialogTextPairs, dialogWatermarkOpacity, watermarkedContrast } from "#app/features/watermark/watermark-contrast";
import { WATERMARK_BASE_OPACITY } from "#app/features/watermark/watermark-image";
import { TEXT_CONTRAST_MIN } from "#app/kit/contrast";
import { accentColor } from "#app/shell/portal-theme";

/** The demo tenants' theme colours (platform seed) and antd's and the SPEC's defaults (§9 #268DFF). */
const THEME_COLOURS = ["#268DFF", "#1369E0", "#2941D9", "#E8590C", "#0F7B6C", "#1677FF"];
/** Watermark colours: the SPEC default (#000000, §9), white, and the colours tenants pick. */
const MARKS = ["#000000", "#FFFFFF", "#E8590C", "#FF0000", "#888888", "#268DFF", "#FFD400"];

describe("the watermark over a dialog's text (ADR 029: above everything; WCAG 1.4.3: 4.5:1)", () => {
  it("at its full strength the default mark takes a dialog's secondary text, links and primary button under 4.5:1: it must be lighter there", () => {
    const pairs = dialogTextPairs(accentColor("#268DFF"));
    const under = pairs.filter((pair) => watermarkedContrast(pair.text, pair.background, "#000000", WATERMARK_BASE_OPACITY) < TEXT_CONTRAST_MIN).map((pair) => pair.name);
    expect(under).toEqual(expect.arrayContaining(["secondary text", "link", "primary button"]));
  });

  it("blends the mark with the text and with its background: black at 16 % over white is #D6D6D6, where #666 stands 4.0:1", () => {
    // By hand: 255 × 0.84 = 214.2 → #D6D6D6; (L(#D6D6D6) + 0.05) / (L(#666666) + 0.05) ≈ (0.6725 + 0.05) / (0.1329 + 0.05) ≈ 3.95 with the mark on the background.
    expect(watermarkedContrast("#666666", "#FFFFFF", "#000000", 0.16)).toBeCloseTo(3.95, 1);
    expect(watermarkedContrast("#666666", "#FFFFFF", "#000000", 0)).toBeCloseTo(5.74, 1);
  });

  it.each(THEME_COLOURS)("theme %s: at the opacity drawn over a dialog, every text of the dialog stays 4.5:1 under every mark colour", (theme) => {
    const pairs = dialogTextPairs(accentColor(theme));
    for (const mark of MARKS) {
      const opacity = dialogWatermarkOpacity(WATERMARK_BASE_OPACITY, [mark], pairs);
      expect(opacity).toBeLessThanOrEqual(WATERMARK_BASE_OPACITY);
      for (const pair of pairs) {
        const ratio = watermarkedContrast(pair.text, pair.background, mark, opacity);
        expect(ratio, `${theme}, mark ${mark} at ${opacity}: ${pair.name} ${pair.text} on ${pair.background}`).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
      }
      // As strong as it may be: a little more and some text falls under 4.5:1.
      if (opacity < WATERMARK_BASE_OPACITY) expect(pairs.some((pair) => watermarkedContrast(pair.text, pair.background, mark, opacity + 0.002) < TEXT_CONTRAST_MIN)).toBe(true);
    }
  });

  it("a picture mark, of any colour, is lightened for black and white alike", () => {
    const pairs = dialogTextPairs(accentColor("#268DFF"));
    const opacity = dialogWatermarkOpacity(WATERMARK_BASE_OPACITY, ["#000000", "#FFFFFF"], pairs);
    for (const mark of MARKS) for (const pair of pairs) expect(watermarkedContrast(pair.text, pair.background, mark, opacity)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
  });

  it("a mark light enough already keeps its opacity", () => {
    const pairs = dialogTextPairs(accentColor("#1369E0"));
    expect(dialogWatermarkOpacity(0.005, ["#000000"], pairs)).toBe(0.005);
  });
});
