import { createByteBudget } from '../../../server/files/byteBudget';

function budget(capacity = 100) {
  let time = 0;
  const spend = createByteBudget({ bytesPerWindow: 100, windowMs: 1000, capacity, now: () => time });
  return { spend: spend.spend, advance: (ms: number) => (time += ms) };
}

describe('createByteBudget', () => {
  it('refuses a spend that would go over, whole, and keeps what is left for a smaller one', () => {
    const { spend } = budget();
    expect(spend('a', 60)).toBe(true);
    expect(spend('a', 50)).toBe(false);
    expect(spend('a', 40)).toBe(true);
    expect(spend('a', 1)).toBe(false);
  });

  it('counts each key on its own and starts over when the window has passed', () => {
    const { spend, advance } = budget();
    expect(spend('a', 100)).toBe(true);
    expect(spend('b', 100)).toBe(true);
    advance(999);
    expect(spend('a', 1)).toBe(false);
    advance(1);
    expect(spend('a', 100)).toBe(true);
  });

  it('forgets the oldest key beyond its capacity', () => {
    const { spend } = budget(2);
    expect(spend('a', 100)).toBe(true);
    spend('b', 1);
    spend('c', 1);
    expect(spend('a', 100)).toBe(true);
  });
});
