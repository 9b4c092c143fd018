import type { Texts } from "../../../shared/locale";

export interface CalculatorTexts {
  title: string;
  lead: string;
  concrete: string;
  concreteHint: string;
  rebar: string;
  rebarHint: string;
  brick: string;
  brickHint: string;
  length: string;
  width: string;
  depth: string;
  height: string;
  count: string;
  bars: string;
  diameter: string;
  barLength: string;
  wall: string;
  walls: { "115": string; "240": string; "365": string };
  openings: string;
  waste: string;
  result: string;
  net: string;
  total: string;
  perMetre: string;
  wallVolume: string;
  bricks: string;
  mortar: string;
  invalid: string;
  cubicMetres: string;
  kilograms: string;
  kgPerMetre: string;
  pieces: string;
}

export const TEXTS: Texts<CalculatorTexts> = {
  "zh-CN": {
    title: "工程量计算器",
    lead: "现场常用工程量估算：混凝土方量、钢筋重量、砌体用砖。结果按输入实时计算，仅供估算。",
    concrete: "混凝土方量",
    concreteHint: "板、梁或基础：长 × 宽 × 厚 × 数量，另加损耗。",
    rebar: "钢筋重量",
    rebarHint: "每米重量 = 0.00617 × 直径²（钢材密度 7850 kg/m³）。",
    brick: "砌体用砖",
    brickHint: "标准砖 240 × 115 × 53 mm，灰缝 10 mm；扣除门窗洞口面积。",
    length: "长度（m）",
    width: "宽度（m）",
    depth: "厚度（m）",
    height: "高度（m）",
    count: "数量（件）",
    bars: "根数",
    diameter: "直径（mm）",
    barLength: "单根长度（m）",
    wall: "墙厚",
    walls: { "115": "半砖墙 115 mm", "240": "一砖墙 240 mm", "365": "一砖半墙 365 mm" },
    openings: "洞口面积（m²）",
    waste: "损耗率（%）",
    result: "计算结果",
    net: "净用量",
    total: "含损耗",
    perMetre: "每米重量",
    wallVolume: "砌体体积",
    bricks: "用砖",
    mortar: "砂浆",
    invalid: "请填写有效的数值（小数最多四位，损耗率 0–50%）。",
    cubicMetres: "{value} m³",
    kilograms: "{value} kg",
    kgPerMetre: "{value} kg/m",
    pieces: "{value} 块",
  },
  en: {
    title: "Quantity calculator",
    lead: "Site take-off estimates: concrete volume, rebar weight and bricks for masonry. Results follow what you type; they are estimates.",
    concrete: "Concrete volume",
    concreteHint: "Slabs, beams or footings: length × width × depth × count, plus waste.",
    rebar: "Rebar weight",
    rebarHint: "Weight per metre = 0.00617 × diameter² (steel at 7850 kg/m³).",
    brick: "Bricks for masonry",
    brickHint: "Standard bricks 240 × 115 × 53 mm with 10 mm joints; door and window openings are deducted.",
    length: "Length (m)",
    width: "Width (m)",
    depth: "Depth (m)",
    height: "Height (m)",
    count: "Count",
    bars: "Bars",
    diameter: "Diameter (mm)",
    barLength: "Length of one bar (m)",
    wall: "Wall thickness",
    walls: { "115": "Half brick, 115 mm", "240": "One brick, 240 mm", "365": "One and a half bricks, 365 mm" },
    openings: "Openings (m²)",
    waste: "Waste (%)",
    result: "Result",
    net: "Net",
    total: "With waste",
    perMetre: "Weight per metre",
    wallVolume: "Wall volume",
    bricks: "Bricks",
    mortar: "Mortar",
    invalid: "Enter valid numbers (at most four decimals, waste 0–50 %).",
    cubicMetres: "{value} m³",
    kilograms: "{value} kg",
    kgPerMetre: "{value} kg/m",
    pieces: "{value} bricks",
  },
  "sv-SE": {
    title: "Mängdberäkning",
    lead: "Mängdberäkningar för bygget: betongvolym, armeringsvikt och tegel till murverk. Resultaten följer det du skriver; de är uppskattningar.",
    concrete: "Betongvolym",
    concreteHint: "Bjälklag, balkar eller plintar: längd × bredd × tjocklek × antal, plus spill.",
    rebar: "Armeringsvikt",
    rebarHint: "Vikt per meter = 0,00617 × diameter² (stål 7850 kg/m³).",
    brick: "Tegel till murverk",
    brickHint: "Standardtegel 240 × 115 × 53 mm med 10 mm fogar; dörr- och fönsteröppningar dras av.",
    length: "Längd (m)",
    width: "Bredd (m)",
    depth: "Tjocklek (m)",
    height: "Höjd (m)",
    count: "Antal",
    bars: "Antal stänger",
    diameter: "Diameter (mm)",
    barLength: "Längd per stång (m)",
    wall: "Väggtjocklek",
    walls: { "115": "Halvstens vägg, 115 mm", "240": "Helstens vägg, 240 mm", "365": "Enochenhalvstens vägg, 365 mm" },
    openings: "Öppningar (m²)",
    waste: "Spill (%)",
    result: "Resultat",
    net: "Netto",
    total: "Med spill",
    perMetre: "Vikt per meter",
    wallVolume: "Murvolym",
    bricks: "Tegel",
    mortar: "Murbruk",
    invalid: "Ange giltiga tal (högst fyra decimaler, spill 0–50 %).",
    cubicMetres: "{value} m³",
    kilograms: "{value} kg",
    kgPerMetre: "{value} kg/m",
    pieces: "{value} st",
  },
};
