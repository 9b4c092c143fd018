/** A throwaway PostgreSQL server on loopback (scripts/postgres.mjs). */
export function startPostgres(): Promise<{ url: string; stop(): void }>;
