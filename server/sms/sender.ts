import type { FastifyBaseLogger } from 'fastify';

export type SmsMessage = { mobile: string; text: string };

/** Delivers text messages; a real provider implements this, the default logs them. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export type OutboxEntry = SmsMessage & { sentAt: number };

/** Messages kept in memory for the development outbox endpoint (never in production). */
export class SmsOutbox {
  private readonly entries: OutboxEntry[] = [];

  constructor(private readonly capacity = 200) {}

  add(entry: OutboxEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.shift();
  }

  /** Newest first. */
  forMobile(mobile: string): OutboxEntry[] {
    return this.entries.filter((entry) => entry.mobile === mobile).reverse();
  }
}

/** With no SMS provider configured: log the message, and keep it in the outbox when one is given. */
export function createLoggingSmsSender(
  logger: FastifyBaseLogger,
  outbox: SmsOutbox | null,
  now: () => number,
): SmsSender {
  return {
    send(message) {
      logger.info({ sms: message }, 'sms (no provider configured)');
      outbox?.add({ ...message, sentAt: now() });
      return Promise.resolve();
    },
  };
}
