import { renderThirdPartyPage } from "./page";
import "./page.css";

const root = document.createElement("div");
root.className = "third-party";
document.body.append(root);

let framed = true;
try {
  framed = window.parent !== window;
} catch {
  // A parent we may not even compare with is another page's frame.
}
renderThirdPartyPage(root, {
  search: window.location.search,
  cookie: document.cookie,
  referrer: document.referrer,
  framed,
  ancestorOrigin: window.location.ancestorOrigins?.[0] ?? null,
  opened: window.opener !== null,
});
