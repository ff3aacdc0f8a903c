/**
 * `npm run bench:rush -- <target>`: many employers race through the HTTP API for a few scarce slots
 * at the same moment, on SQLite and (when it answers) PostgreSQL; prints what was granted, refused
 * and double-booked, and the latencies. Not a timed test: bounded, and it stops by itself.
 */
const targets: Record<string, () => Promise<{ main(): Promise<void> }>> = {
  talks: () => import('./rushTalks'),
  fairs: () => import('./rushFairs'),
};

async function main() {
  const target = process.argv[2] ?? '';
  const load = targets[target];
  if (load === undefined) throw new Error(`usage: npm run bench:rush -- ${Object.keys(targets).join('|')}`);
  await (await load()).main();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
