import { http } from "msw";
import { TENANTS } from "./fixtures/tenants";
import { API, fail, ok } from "./envelope";

/** tenant-user: the user's tenants and tenant details (SPEC §7 Org). */
export const tenantUserHandlers = [
  http.get(`${API}/tenant-user/v4/tenants/list-cur-user`, () => ok(TENANTS)),
  http.get(`${API}/tenant-user/v4/tenants/:id`, ({ params }) => {
    const tenant = TENANTS.find((t) => t.id === params.id);
    return tenant ? ok(tenant) : fail(404, "404", `Tenant ${String(params.id)} not found`);
  }),
];
