import { STATE_CHANGED_MESSAGE } from '../../../contract/workflow';
import { ApiError } from '../../../server/core/http/envelope';
import { EXPIRY_BATCH_SIZE, expireInBatches } from '../../../server/workflow/postings/expiry';
import { STATE_CHANGED_CODE } from '../../../server/workflow';

describe('expireInBatches', () => {
  it('reads batch after batch until one comes back short, and counts what expired', async () => {
    let left = EXPIRY_BATCH_SIZE * 2 + 3;
    const limits: number[] = [];
    const expired = await expireInBatches(
      (limit) => {
        limits.push(limit);
        const batch = Array.from({ length: Math.min(limit, left) }, (_, index) => index);
        left -= batch.length;
        return Promise.resolve(batch);
      },
      () => Promise.resolve(),
    );
    expect(expired).toBe(EXPIRY_BATCH_SIZE * 2 + 3);
    expect(limits).toEqual([EXPIRY_BATCH_SIZE, EXPIRY_BATCH_SIZE, EXPIRY_BATCH_SIZE]);
  });

  it('leaves one that another transition moved meanwhile, and fails on anything else', async () => {
    const overdue = () => Promise.resolve(['moved', 'due']);
    const expire = (row: string) =>
      row === 'moved'
        ? Promise.reject(new ApiError(STATE_CHANGED_CODE, STATE_CHANGED_MESSAGE))
        : Promise.resolve();
    expect(await expireInBatches(overdue, expire)).toBe(1);
    await expect(expireInBatches(overdue, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});
