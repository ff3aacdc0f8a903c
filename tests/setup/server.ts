// Each server test file starts servers on fresh databases (on PostgreSQL a schema and all its
// migrations), which takes seconds when the machine is busy; Jest reads testTimeout only globally.
jest.setTimeout(30_000);
