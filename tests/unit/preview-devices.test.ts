import { describe, expect, it } from "vitest";
import { DEFAULT_PRESET_WIDTH, DEVICE_PRESETS, devicePreset, fitScale, MIN_SCALE } from "#app/features/admin-console/preview-devices.rules";

/** The console preview's device presets (ADR 055): the portal at a device's size, scaled to fit the pane. */
describe("preview device presets", () => {
  it("offers 1920, 1440, 1280, 768 and 390, widest first, each with its height", () => {
    expect(DEVICE_PRESETS.map((preset) => [preset.width, preset.height])).toEqual([
      [1920, 1080],
      [1440, 900],
      [1280, 800],
      [768, 1024],
      [390, 844],
    ]);
    expect(devicePreset(768).kind).toBe("tablet");
    expect(devicePreset(390).kind).toBe("phone");
  });

  it("an unknown width (a stored or typed value) is the default preset", () => {
    expect(devicePreset(1000).width).toBe(DEFAULT_PRESET_WIDTH);
    expect(devicePreset("390").width).toBe(DEFAULT_PRESET_WIDTH);
    expect(devicePreset(undefined).width).toBe(DEFAULT_PRESET_WIDTH);
  });

  it("a desktop fits the pane's width; a tall device fits the height left in the window", () => {
    expect(fitScale({ width: 1440, height: 900 }, { width: 720, height: 800 })).toBe(0.5);
    expect(fitScale({ width: 768, height: 1024 }, { width: 720, height: 512 })).toBe(0.5);
    // The whole preset fits both ways.
    for (const preset of DEVICE_PRESETS) {
      const scale = fitScale(preset, { width: 640, height: 700 });
      expect(preset.width * scale).toBeLessThanOrEqual(640);
      expect(preset.height * scale).toBeLessThanOrEqual(700);
    }
  });

  it("never blows a phone up, never goes below the least scale, and a side not yet measured does not limit it", () => {
    expect(fitScale({ width: 390, height: 844 }, { width: 1200, height: 2000 })).toBe(1);
    expect(fitScale({ width: 1920, height: 1080 }, { width: 40, height: 30 })).toBe(MIN_SCALE);
    expect(fitScale({ width: 1920, height: 1080 }, { width: 960, height: 0 })).toBe(0.5);
    expect(fitScale({ width: 1920, height: 1080 }, { width: 0, height: 0 })).toBe(1);
  });
});
