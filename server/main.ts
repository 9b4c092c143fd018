import { startPortalServer } from "./app";

/** `npm start` (production) and `npm run dev` (hot reload) both come here. */
const mode = process.argv.includes("--dev") ? "development" : "production";
const server = await startPortalServer({ mode });
const port = new URL(server.url).port;
console.log(`Portal ready: http://localhost:${port}/portal/  (login: http://localhost:${port}/login/)`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
