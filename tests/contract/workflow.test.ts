import {
  allowedActions,
  employerReviewWorkflow,
  findTransition,
  postingWorkflow,
  profileChangeWorkflow,
  refusalMessage,
  stateOfCode,
  type Actor,
  type TransitionTable,
} from '../../contract/workflow';

const actors: Actor[] = ['employer', 'school', 'system'];

describe.each([
  ['postingWorkflow', postingWorkflow as TransitionTable<string, string>],
  ['employerReviewWorkflow', employerReviewWorkflow as TransitionTable<string, string>],
  ['profileChangeWorkflow', profileChangeWorkflow as TransitionTable<string, string>],
])('%s', (_name, table) => {
  const states = Object.keys(table.states);
  const actions = Object.keys(table.actions);

  it('names only known states and actions, and starts in a known state', () => {
    expect(states).toContain(table.initial);
    for (const row of table.transitions) {
      expect(states).toContain(row.from);
      expect(states).toContain(row.to);
      expect(actions).toContain(row.action);
    }
  });

  it('gives every state its own wire code', () => {
    const codes = states.map((state) => table.states[state]?.code);
    expect(new Set(codes).size).toBe(states.length);
    for (const state of states) expect(stateOfCode(table, table.states[state]!.code)).toBe(state);
    expect(stateOfCode(table, 'no-such-code')).toBeUndefined();
  });

  it('holds one transition at most per state, action and actor', () => {
    const keys = table.transitions.map((row) => `${row.from}/${row.action}/${row.by}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds exactly the listed transitions and refuses every other combination', () => {
    for (const from of states)
      for (const action of actions)
        for (const by of actors) {
          const listed = table.transitions.find(
            (row) => row.from === from && row.action === action && row.by === by,
          );
          expect(findTransition(table, from, action, by)).toBe(listed);
        }
  });

  it('offers an actor the actions of its own rows only', () => {
    for (const from of states)
      for (const by of actors) {
        const expected = [
          ...new Set(
            table.transitions.filter((row) => row.from === from && row.by === by).map((row) => row.action),
          ),
        ];
        expect(allowedActions(table, from, by)).toEqual(expected);
      }
  });
});

describe('postingWorkflow', () => {
  it.each([
    ['draft', 'submit', 'employer', 'pending'],
    ['rejected', 'submit', 'employer', 'pending'],
    ['changes', 'submit', 'employer', 'pending'],
    ['pending', 'withdraw', 'employer', 'draft'],
    ['pending', 'pass', 'school', 'published'],
    ['pending', 'pass', 'system', 'published'],
    ['pending', 'reject', 'school', 'rejected'],
    ['pending', 'changes', 'school', 'changes'],
    ['published', 'edit', 'employer', 'pending'],
    ['published', 'offline', 'employer', 'offline'],
    ['published', 'offline', 'school', 'offline'],
    ['published', 'expire', 'system', 'expired'],
  ] as const)('lets %s --%s by %s--> %s', (from, action, by, to) => {
    expect(findTransition(postingWorkflow, from, action, by)?.to).toBe(to);
  });

  it('requires the school to give a reason for a rejection, a change request and a take-down', () => {
    expect(findTransition(postingWorkflow, 'pending', 'reject', 'school')?.reason).toBe('required');
    expect(findTransition(postingWorkflow, 'pending', 'changes', 'school')?.reason).toBe('required');
    expect(findTransition(postingWorkflow, 'published', 'offline', 'school')?.reason).toBe('required');
    expect(findTransition(postingWorkflow, 'published', 'offline', 'employer')?.reason).toBe('optional');
  });

  it('never lets the employer pass its own submission, nor the school submit', () => {
    expect(allowedActions(postingWorkflow, 'pending', 'employer')).toEqual(['withdraw']);
    expect(allowedActions(postingWorkflow, 'draft', 'school')).toEqual([]);
  });

  it('leaves offline and expired items without actions (copy makes a new draft)', () => {
    for (const by of actors) {
      expect(allowedActions(postingWorkflow, 'offline', by)).toEqual([]);
      expect(allowedActions(postingWorkflow, 'expired', by)).toEqual([]);
    }
  });

  it('names the current state when refusing', () => {
    expect(refusalMessage(postingWorkflow, 'published', 'withdraw')).toBe('当前状态为“已发布”，不能撤回');
    expect(refusalMessage(postingWorkflow, 'draft', 'pass')).toBe('当前状态为“草稿”，不能审核通过');
  });
});
