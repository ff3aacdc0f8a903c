import closeWithGrace from 'close-with-grace';
import { buildServer } from './app';
import { loadConfig } from './core/config';
import { seedDemoData, seedDemoStaff, seedDemoSubSite } from './demo';

async function main() {
  const config = loadConfig();
  const app = await buildServer(config);

  if (config.demo) {
    const demo = await seedDemoData(app.db, app.passwords, app.clock.now());
    // Printed once, on the start that created the demo accounts; the password is not kept in clear.
    if (demo) {
      console.log(`demo employer: ${demo.employer.mobile} / ${demo.employer.password}`);
      console.log(`demo student: ${demo.student.username} / ${demo.student.password}`);
    }
    const staff = await seedDemoStaff(app.db, app.passwords, app.clock.now());
    if (staff) console.log(`demo school: ${staff.username} / ${staff.password}`);
    const subSiteStaff = await seedDemoSubSite(app.db, app.passwords, app.clock.now());
    if (subSiteStaff) console.log(`demo school 00001: ${subSiteStaff.username} / ${subSiteStaff.password}`);
  }

  // SIGTERM / SIGINT: stop accepting, let running requests finish, close the database (onClose).
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
