import { http, HttpResponse, type AnyHandler } from 'msw';
import { chinaDateTime } from '../../contract/chinaTime';
import type { Envelope } from '../../contract/envelope';
import { wordingMessage, type WordingFlag } from '../../contract/recruitmentWording';
import {
  ACTOR_CODES,
  REMOVABLE_POSTING_STATES,
  findTransition,
  postingWorkflow,
  refusalMessage,
  stateOfCode,
  type Actor,
  type PostingAction,
  type PostingState,
  type ReviewHistoryEntry,
  type ReviewObjectType,
} from '../../contract/workflow';

/**
 * The demo employer's postings of one kind (positions, announcements) in memory, moved by
 * postingWorkflow as the server moves them: each move checked against the table and recorded in the
 * item's history, the list newest change first with each state's count, the refusals worded as the
 * server words them. The handlers of each kind (handlers/positions.ts, handlers/announcements.ts) add
 * their fields, rules and demo data.
 */

export const ok = <T>(result: T): Envelope<T> => ({ code: 200, result, message: '成功' });
export const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });
export const now = () => chinaDateTime(Date.now());
export const stateCode = (state: PostingState) => postingWorkflow.states[state].code;

/** What every stored posting has: its state, the reviewer's reason, times, history, list order. */
export type StoredPosting = {
  id: string;
  zt: string;
  shyj: string;
  gxsj: string;
  tjsj: string;
  fbsj: string;
  history: ReviewHistoryEntry[];
  /** The list's order: the latest change highest. */
  order: number;
};

const ACTOR_NAMES: Record<Actor, string> = {
  employer: '王经理',
  school: '李老师',
  system: '系统',
  student: '李同学',
};

export class PostingStore<Item extends StoredPosting> {
  private items = new Map<string, Item>();
  private sequence = 100;
  /** The missing-object answer (another employer's id answers alike). */
  readonly notFound: Envelope<null>;

  constructor(
    private readonly kind: {
      /** The history's object type (dxlx). */
      objectType: ReviewObjectType;
      /** 职位 or 公告. */
      noun: string;
      /** What the list's keyword is matched against (职位名称, 公告标题). */
      nameOf: (item: Item) => string;
    },
  ) {
    this.notFound = refuse(404, `${kind.noun}不存在`);
  }

  /** Starts again from the items `build` makes (numbering from the start, so ids repeat across resets). */
  reset(build: () => readonly Item[]): void {
    this.sequence = 100;
    this.items = new Map(build().map((item) => [item.id, item]));
  }

  nextNumber(): number {
    return (this.sequence += 1);
  }

  get(id: string): Item | undefined {
    return this.items.get(id);
  }

  add(item: Item): void {
    this.items.set(item.id, item);
  }

  all(): Item[] {
    return [...this.items.values()];
  }

  historyEntry(
    id: string,
    action: PostingAction | 'create',
    from: string,
    to: string,
    actor: Actor,
    reason = '',
  ): ReviewHistoryEntry {
    return {
      id: `ls${this.nextNumber()}`,
      dxlx: this.kind.objectType,
      dxid: id,
      dz: action,
      dzmc: action === 'create' ? '创建' : postingWorkflow.actions[action],
      yzt: from,
      xzt: to,
      czrlx: ACTOR_CODES[actor],
      czr: ACTOR_NAMES[actor],
      czsj: now(),
      yy: reason,
    };
  }

  /** An item's move to `to` by `action`, recorded, and the item at the top of the list. */
  move(item: Item, to: PostingState, action: PostingAction, actor: Actor, reason = ''): void {
    item.history.push(this.historyEntry(item.id, action, item.zt, stateCode(to), actor, reason));
    item.zt = stateCode(to);
    item.gxsj = now();
    item.order = this.nextNumber();
  }

  /** The item, and the transition the employer's `action` takes from its state; else the refusal. */
  transitionOf(id: string, action: PostingAction) {
    const item = this.items.get(id);
    if (!item) return { refusal: this.notFound } as const;
    const from = stateOfCode(postingWorkflow, item.zt) ?? 'draft';
    const transition = findTransition(postingWorkflow, from, action, 'employer');
    if (!transition) return { refusal: refuse(400, refusalMessage(postingWorkflow, from, action)) } as const;
    return { item, transition } as const;
  }

  /** A submission (or a published item's edit) to review: passed at once where the site reviews automatically. */
  submit(item: Item, action: 'submit' | 'edit', autoReview: boolean): void {
    item.tjsj = now();
    item.shyj = '';
    this.move(item, 'pending', action, 'employer');
    if (autoReview) {
      this.move(item, 'published', 'pass', 'system');
      item.fbsj = now();
    }
  }

  /** The management list's answer for its query (page, size, zt, keyword), rows made by `row`. */
  list<Row>(params: URLSearchParams, row: (item: Item) => Row) {
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('size') ?? 10);
    const state = params.get('zt') ?? '';
    const keyword = (params.get('keyword') ?? '').trim();
    const matching = this.all()
      .filter((item) => this.kind.nameOf(item).includes(keyword))
      .sort((a, b) => b.order - a.order);
    const counts = Object.fromEntries(
      Object.values(postingWorkflow.states).map(({ code }) => [
        code,
        matching.filter((item) => item.zt === code).length,
      ]),
    );
    const inState = state === '' ? matching : matching.filter((item) => item.zt === state);
    return ok({
      records: inState.slice((page - 1) * size, page * size).map(row),
      total: inState.length,
      counts,
    });
  }

  /** Deletes a draft; anything else keeps its history. */
  remove(id: string): Envelope<null> {
    const item = this.items.get(id);
    if (!item) return this.notFound;
    const state = stateOfCode(postingWorkflow, item.zt) ?? 'draft';
    if (!REMOVABLE_POSTING_STATES.includes(state))
      return refuse(400, `当前状态为“${postingWorkflow.states[state].label}”，不能删除`);
    this.items.delete(id);
    return ok(null);
  }
}

/** A refusal led by its field's label, as the server words it ('职位描述：…'), unless it names the field already. */
function namedByField(labels: Readonly<Record<string, string>>, field: string, message: string): string {
  const label = labels[field] ?? field;
  return message.includes(label) ? message : `${label}：${message}`;
}

/** The server's refusal of content for the first problem of a rule set, or null. */
export function firstFieldProblem(
  problems: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
): string | null {
  const [first] = Object.entries(problems);
  return first ? namedByField(labels, first[0], first[1]) : null;
}

/** The server's refusal of flagged wording going to review without 内容说明: the first flagged field's, or null. */
export function wordingProblem(
  flags: readonly WordingFlag[],
  labels: Readonly<Record<string, string>>,
): string | null {
  const [flag] = flags;
  if (flag === undefined) return null;
  return namedByField(
    labels,
    flag.field,
    wordingMessage(flags.filter((other) => other.field === flag.field)),
  );
}

/** The employer's calls every kind answers alike, under its own paths (docs/api.md). */
export function postingHandlers<Item extends StoredPosting, Row, Detail>(
  store: PostingStore<Item>,
  paths: { list: string; detail: string; history: string; withdraw: string; offline: string; remove: string },
  { row, detail }: { row: (item: Item) => Row; detail: (item: Item) => Detail },
): AnyHandler[] {
  const idOf = async (request: Request) => ((await request.json()) as { id: string }).id;
  const stateResult = ({ id, zt }: Item) => ok({ id, zt });
  const stored = (request: Request) => store.get(new URL(request.url).searchParams.get('id') ?? '');
  return [
    http.get(paths.list, ({ request }) =>
      HttpResponse.json(store.list(new URL(request.url).searchParams, row)),
    ),
    http.get(paths.detail, ({ request }) => {
      const item = stored(request);
      return HttpResponse.json(item ? ok(detail(item)) : store.notFound);
    }),
    http.get(paths.history, ({ request }) => {
      const item = stored(request);
      return HttpResponse.json(item ? ok(structuredClone(item.history)) : store.notFound);
    }),
    http.post(paths.withdraw, async ({ request }) => {
      const found = store.transitionOf(await idOf(request), 'withdraw');
      if ('refusal' in found) return HttpResponse.json(found.refusal);
      store.move(found.item, found.transition.to, 'withdraw', 'employer');
      return HttpResponse.json(stateResult(found.item));
    }),
    http.post(paths.offline, async ({ request }) => {
      const { id, reason = '' } = (await request.json()) as { id: string; reason?: string };
      const found = store.transitionOf(id, 'offline');
      if ('refusal' in found) return HttpResponse.json(found.refusal);
      store.move(found.item, found.transition.to, 'offline', 'employer', reason.trim());
      return HttpResponse.json(stateResult(found.item));
    }),
    http.post(paths.remove, async ({ request }) => HttpResponse.json(store.remove(await idOf(request)))),
  ];
}
