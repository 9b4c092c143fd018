import { http } from "msw";
import { PROJECT_STATUSES } from "./fixtures/orgs";
import { API, fail, ok } from "./envelope";

/** general-dictionary: the project status dictionary, which needs x-product-code pmpp (SPEC §7). */
export const generalDictionaryHandlers = [
  http.get(`${API}/general-dictionary/v4/dict-items/list-by-dict-full-code`, ({ request }) => {
    const url = new URL(request.url);
    if (request.headers.get("x-product-code") !== "pmpp") return fail(400, "400", "x-product-code is required");
    if (url.searchParams.get("dictFullCode") !== "pmpp.xmztdict") return ok([]);
    return ok(PROJECT_STATUSES);
  }),
];
