import type { Texts } from "../../shared/locale";

export interface HandbookSection {
  id: string;
  title: string;
  rules: string[];
}

export interface HandbookTexts {
  title: string;
  lead: string;
  search: string;
  searchPlaceholder: string;
  contents: string;
  matches: string;
  noMatch: string;
  reviewed: string;
  sections: HandbookSection[];
}

/** The site handbook: the rules every person on site follows (ids are the same in every locale). */
export const HANDBOOK: Texts<HandbookTexts> = {
  "zh-CN": {
    title: "现场安全手册",
    lead: "进入施工现场的每一位人员都须遵守本手册。如有疑问，请联系项目安全员。",
    search: "搜索手册",
    searchPlaceholder: "例如：安全带、动火",
    contents: "目录",
    matches: "{count} 个章节符合",
    noMatch: "没有符合的内容。",
    reviewed: "最近审阅：2026 年 5 月，项目安全质量部",
    sections: [
      { id: "access", title: "进场与安全教育", rules: ["首次进场须完成三级安全教育并签到。", "凭实名制门禁卡进出，严禁代刷、借卡。", "访客须由项目人员陪同，并佩戴访客证。"] },
      { id: "ppe", title: "个人防护用品", rules: ["进入现场必须正确佩戴安全帽并系紧帽带。", "穿反光背心和防砸防刺穿安全鞋。", "切割、打磨作业佩戴护目镜；噪声区域佩戴耳塞。"] },
      { id: "height", title: "高处作业", rules: ["2 米及以上高处作业必须系挂安全带，高挂低用。", "临边、洞口须设防护栏杆或盖板，不得擅自拆除。", "六级及以上大风、雷雨天气停止室外高处作业。"] },
      { id: "hot-work", title: "动火作业", rules: ["动火前办理动火许可证，清理周边可燃物。", "动火点 10 米内配备灭火器，并设专人看火。", "作业结束后观察 30 分钟，确认无火种方可离开。"] },
      { id: "lifting", title: "起重吊装", rules: ["吊装区域设警戒线，无关人员不得进入。", "严禁人员在吊物下方停留或通行。", "信号工持证上岗，指挥信号统一明确。"] },
      { id: "emergency", title: "应急处置", rules: ["发生事故立即报告项目值班电话，并拨打 120 / 119。", "听到连续警报声，沿疏散指示撤离至集合点（大门广场）。", "急救箱位于各楼层楼梯口及项目部办公室。"] },
    ],
  },
  en: {
    title: "Site safety handbook",
    lead: "Everyone who enters the site follows this handbook. Ask the site safety officer when in doubt.",
    search: "Search the handbook",
    searchPlaceholder: "For example: harness, hot work",
    contents: "Contents",
    matches: "{count} sections match",
    noMatch: "Nothing matches.",
    reviewed: "Last reviewed: May 2026, health, safety and quality department",
    sections: [
      { id: "access", title: "Site access and induction", rules: ["Complete the site induction and sign in before your first shift.", "Enter and leave with your own access card only; never lend it.", "Visitors are escorted by site staff and wear a visitor badge."] },
      { id: "ppe", title: "Personal protective equipment", rules: ["Wear a hard hat with the chin strap fastened at all times on site.", "Wear a high-visibility vest and safety boots with toe caps and midsoles.", "Wear eye protection when cutting or grinding, and hearing protection in noisy areas."] },
      { id: "height", title: "Work at height", rules: ["Wear a harness anchored above you when working 2 m or more above ground.", "Edges and openings have guard rails or covers; never remove them without a permit.", "Outdoor work at height stops in strong wind (force 6 and above) and thunderstorms."] },
      { id: "hot-work", title: "Hot work", rules: ["Get a hot work permit and clear combustible material before you start.", "Keep an extinguisher within 10 m and a fire watch beside the work.", "Stay 30 minutes after finishing to make sure nothing smoulders."] },
      { id: "lifting", title: "Lifting operations", rules: ["Cordon off the lifting area; only the lifting crew enters.", "Never stand or walk under a suspended load.", "Only a certified signaller directs the crane, with agreed signals."] },
      { id: "emergency", title: "Emergencies", rules: ["Report any accident to the site duty phone at once and call 112.", "On a continuous alarm, follow the exit signs to the assembly point at the main gate.", "First aid kits are at every stair landing and in the site office."] },
    ],
  },
  "sv-SE": {
    title: "Arbetsplatsens säkerhetshandbok",
    lead: "Alla som går in på arbetsplatsen följer den här handboken. Fråga skyddsombudet om du är osäker.",
    search: "Sök i handboken",
    searchPlaceholder: "Till exempel: sele, heta arbeten",
    contents: "Innehåll",
    matches: "{count} avsnitt matchar",
    noMatch: "Inget matchar.",
    reviewed: "Senast granskad: maj 2026, avdelningen för arbetsmiljö och kvalitet",
    sections: [
      { id: "access", title: "Tillträde och introduktion", rules: ["Gå arbetsplatsintroduktionen och skriv in dig före första passet.", "Passera bara med ditt eget ID06-kort; låna aldrig ut det.", "Besökare följs av personal från arbetsplatsen och bär besöksbricka."] },
      { id: "ppe", title: "Personlig skyddsutrustning", rules: ["Bär skyddshjälm med hakband på hela arbetsplatsen.", "Bär varselväst och skyddsskor med tåhätta och spiktrampskydd.", "Bär skyddsglasögon vid kapning och slipning och hörselskydd i bullriga miljöer."] },
      { id: "height", title: "Arbete på höjd", rules: ["Bär sele förankrad ovanför dig vid arbete 2 m eller högre.", "Kanter och öppningar har skyddsräcken eller lock; ta aldrig bort dem utan tillstånd.", "Arbete på höjd utomhus avbryts vid hård vind och åska."] },
      { id: "hot-work", title: "Heta arbeten", rules: ["Ha tillstånd för heta arbeten och flytta brännbart material innan du börjar.", "Ha en brandsläckare inom 10 m och en brandvakt vid arbetet.", "Stanna 30 minuter efter avslutat arbete och kontrollera att inget pyr."] },
      { id: "lifting", title: "Lyft", rules: ["Spärra av lyftområdet; bara lyftlaget går in.", "Stå eller gå aldrig under en hängande last.", "Bara en certifierad signalist dirigerar kranen, med överenskomna signaler."] },
      { id: "emergency", title: "Nödläge", rules: ["Rapportera olyckor direkt till arbetsplatsens jourtelefon och ring 112.", "Vid ihållande larm: följ utrymningsskyltarna till återsamlingsplatsen vid huvudgrinden.", "Förbandslådor finns vid varje trapplan och i platskontoret."] },
    ],
  },
};

/** The sections with a rule or title containing every word of the query (case-insensitive); all when the query is blank. */
export function matchSections(sections: readonly HandbookSection[], query: string): HandbookSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return [...sections];
  return sections.filter((s) => {
    const text = `${s.title} ${s.rules.join(" ")}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
