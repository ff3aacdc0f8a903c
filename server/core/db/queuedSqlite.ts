import {
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/** Hands the one connection to one caller at a time, in the order they asked. */
class FifoLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next === undefined) this.held = false;
    else next();
  }
}

/** Takes the lock before handing out SQLite's one connection (a transaction keeps it to the end). */
class QueuedSqliteDriver extends SqliteDriver {
  private readonly lock = new FifoLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.lock.release();
  }
}

/** Tells Kysely not to add its own lock: the driver queues the callers. */
class QueuedSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * Kysely's SQLite dialect with a first-come queue for the connection. Kysely's own lock wakes every
 * waiter on each release, so with hundreds of queries waiting (a booking rush) each query costs
 * hundreds of wake-ups; this one wakes only the next.
 */
export class QueuedSqliteDialect extends SqliteDialect {
  private readonly settings: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.settings = config;
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.settings);
  }

  override createAdapter(): DialectAdapter {
    return new QueuedSqliteAdapter();
  }
}
