// Exits 0 when the local PostgreSQL server answers, so `npm test` can run the PostgreSQL leg.
import pg from 'pg';

const client = new pg.Client({
  connectionString: 'postgres://postgres@127.0.0.1:5432/test',
  connectionTimeoutMillis: 2000,
});
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
