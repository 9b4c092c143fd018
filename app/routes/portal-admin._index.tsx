import { redirect } from "@remix-run/node";

/** The console opens at its first section. */
export const loader = () => redirect("/portal-admin/branding/");
