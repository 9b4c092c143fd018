import type { Texts } from "../../shared/locale";
import type { Category, FeedbackProblem } from "./feedback";

export interface FeedbackTexts extends Record<FeedbackProblem, string> {
  title: string;
  lead: string;
  category: string;
  categories: Record<Category, string>;
  message: string;
  messagePlaceholder: string;
  counter: string;
  email: string;
  emailHint: string;
  submit: string;
  thanks: string;
  keptNotice: string;
  kept: string;
  noKept: string;
}

export const TEXTS: Texts<FeedbackTexts> = {
  "zh-CN": {
    title: "意见反馈",
    lead: "告诉我们门户哪里好用、哪里不好用。",
    category: "反馈类型",
    categories: { suggestion: "建议", problem: "问题", praise: "表扬" },
    message: "反馈内容",
    messagePlaceholder: "请描述您的建议或遇到的问题（至少 10 个字）",
    counter: "{count} / {max}",
    email: "联系邮箱（选填）",
    emailHint: "留下邮箱，方便我们回复您。",
    submit: "提交反馈",
    thanks: "感谢您的反馈！编号 {reference}。",
    keptNotice: "本演示表单不会发送到服务器：反馈只保存在本浏览器中，供您查看。",
    kept: "我提交过的反馈",
    noKept: "还没有提交过反馈。",
    needCategory: "请选择反馈类型",
    messageShort: "反馈内容至少 10 个字",
    messageLong: "反馈内容最多 1000 个字",
    badEmail: "请输入有效的邮箱地址",
  },
  en: {
    title: "Feedback",
    lead: "Tell us what works in the portal and what does not.",
    category: "Kind of feedback",
    categories: { suggestion: "Suggestion", problem: "Problem", praise: "Praise" },
    message: "Your feedback",
    messagePlaceholder: "Describe your suggestion or the problem you met (at least 10 characters)",
    counter: "{count} / {max}",
    email: "Contact email (optional)",
    emailHint: "Leave an email address if you would like an answer.",
    submit: "Send feedback",
    thanks: "Thank you for your feedback! Reference {reference}.",
    keptNotice: "This demo form sends nothing to a server: your feedback is kept in this browser, for you to read.",
    kept: "Feedback I have given",
    noKept: "No feedback given yet.",
    needCategory: "Choose the kind of feedback",
    messageShort: "Write at least 10 characters",
    messageLong: "Write at most 1000 characters",
    badEmail: "Enter a valid email address",
  },
  "sv-SE": {
    title: "Återkoppling",
    lead: "Berätta vad som fungerar i portalen och vad som inte gör det.",
    category: "Typ av återkoppling",
    categories: { suggestion: "Förslag", problem: "Problem", praise: "Beröm" },
    message: "Din återkoppling",
    messagePlaceholder: "Beskriv ditt förslag eller problemet du stötte på (minst 10 tecken)",
    counter: "{count} / {max}",
    email: "E-post för kontakt (valfritt)",
    emailHint: "Lämna en e-postadress om du vill ha svar.",
    submit: "Skicka återkoppling",
    thanks: "Tack för din återkoppling! Referens {reference}.",
    keptNotice: "Det här demoformuläret skickar inget till en server: återkopplingen sparas i den här webbläsaren så att du kan läsa den.",
    kept: "Återkoppling jag har lämnat",
    noKept: "Ingen återkoppling lämnad ännu.",
    needCategory: "Välj typ av återkoppling",
    messageShort: "Skriv minst 10 tecken",
    messageLong: "Skriv högst 1000 tecken",
    badEmail: "Ange en giltig e-postadress",
  },
};
