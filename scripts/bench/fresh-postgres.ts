// A benchmark's PostgreSQL database made anew: `name` dropped (with its connections) and created again on
// the server that BENCH_DATABASE_URL or TEST_DATABASE_URL names; answers its URL and a way to drop it.
import pg from 'pg';

export async function freshPostgresDatabase(server: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
