/** One event of a topic: its name (the SSE `event:` field) and a JSON-serialisable payload. */
export type LiveEvent = { name: string; data: unknown };

/** A subscriber receives every event of its topic, already numbered. */
export type LiveSubscriber = (sequence: number, event: LiveEvent) => void;

type Topic = {
  sequence: number;
  /** The newest events, so a client that reconnects with Last-Event-ID misses nothing recent. */
  recent: { sequence: number; event: LiveEvent }[];
  subscribers: Set<LiveSubscriber>;
};

export type LiveHubOptions = {
  /** Events kept per topic for reconnecting clients. */
  replayLimit?: number;
  /** Open streams in all; one more is refused (bounded memory under a rush). */
  maxSubscribers?: number;
};

/**
 * An in-process publish/subscribe hub for live screens (venue availability, booth maps). Capabilities
 * publish after their transaction commits; every open stream of the topic gets the event at once
 * (written within FLUSH_MS, see openLiveStream). Topics without subscribers keep only their short
 * replay buffer, dropped when the topic has been quiet and unwatched (see prune).
 */
export class LiveHub {
  private readonly topics = new Map<string, Topic>();
  private readonly replayLimit: number;
  private readonly maxSubscribers: number;
  private subscriberCount = 0;
  /** The end functions of open streams, so closing the server ends them instead of waiting on them. */
  private readonly streams = new Set<() => void>();

  constructor(options: LiveHubOptions = {}) {
    this.replayLimit = options.replayLimit ?? 500;
    this.maxSubscribers = options.maxSubscribers ?? 20_000;
  }

  get openSubscribers(): number {
    return this.subscriberCount;
  }

  /** The topic's latest sequence number (0 before its first event). */
  sequenceOf(topic: string): number {
    return this.topics.get(topic)?.sequence ?? 0;
  }

  publish(topic: string, event: LiveEvent): number {
    const entry = this.topicFor(topic);
    entry.sequence += 1;
    entry.recent.push({ sequence: entry.sequence, event });
    if (entry.recent.length > this.replayLimit)
      entry.recent.splice(0, entry.recent.length - this.replayLimit);
    for (const subscriber of entry.subscribers) subscriber(entry.sequence, event);
    return entry.sequence;
  }

  /**
   * Subscribes, replaying what came after `afterSequence` when the buffer still holds it. Answers null
   * when the hub is full, else whether the replay was complete (false: the client must reload the
   * whole state) and the function that unsubscribes.
   */
  subscribe(
    topic: string,
    subscriber: LiveSubscriber,
    afterSequence?: number,
  ): { complete: boolean; unsubscribe: () => void } | null {
    if (this.subscriberCount >= this.maxSubscribers) return null;
    const entry = this.topicFor(topic);
    let complete = true;
    if (afterSequence !== undefined && afterSequence < entry.sequence) {
      const oldest = entry.recent[0]?.sequence ?? entry.sequence + 1;
      complete = afterSequence >= oldest - 1;
      if (complete)
        for (const item of entry.recent)
          if (item.sequence > afterSequence) subscriber(item.sequence, item.event);
    } else if (afterSequence !== undefined && afterSequence > entry.sequence) {
      // A sequence from before a server restart: this process never sent it.
      complete = false;
    }
    entry.subscribers.add(subscriber);
    this.subscriberCount += 1;
    let subscribed = true;
    return {
      complete,
      unsubscribe: () => {
        if (!subscribed) return;
        subscribed = false;
        entry.subscribers.delete(subscriber);
        this.subscriberCount -= 1;
      },
    };
  }

  get isFull(): boolean {
    return this.subscriberCount >= this.maxSubscribers;
  }

  /** Registers an open stream's end function; answers the function that unregisters it. */
  trackStream(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  /** Ends every open stream (the server is closing). */
  endAllStreams(): void {
    for (const end of [...this.streams]) end();
  }

  /** Forgets unwatched topics (their clients reload on reconnect anyway); run now and then. */
  prune(): void {
    for (const [name, entry] of this.topics) if (entry.subscribers.size === 0) this.topics.delete(name);
  }

  private topicFor(topic: string): Topic {
    let entry = this.topics.get(topic);
    if (entry === undefined) {
      entry = { sequence: 0, recent: [], subscribers: new Set() };
      this.topics.set(topic, entry);
    }
    return entry;
  }
}
