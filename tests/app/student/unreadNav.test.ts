import { navLabel } from '../../../app/student/shell/unreadNav';

describe('the 消息 navigation label', () => {
  it('says the unread count, 99+ above 99, nothing at 0', () => {
    expect(navLabel('消息', 0)).toBe('消息');
    expect(navLabel('消息', 3)).toBe('消息（3）');
    expect(navLabel('消息', 99)).toBe('消息（99）');
    expect(navLabel('消息', 100)).toBe('消息（99+）');
    expect(navLabel('消息', Number.NaN)).toBe('消息');
  });
});
