import { appealTone, canAppeal, recordTone } from '../../../features/dishonesty/appealRules';

describe('canAppeal', () => {
  it('lets a record in force be appealed when no appeal waits', () => {
    expect(canAppeal({ zt: '1' }, [])).toBe(true);
    expect(canAppeal({ zt: '1' }, [{ zt: '3' }])).toBe(true);
  });

  it('refuses a second appeal while one waits, and records no longer in force', () => {
    expect(canAppeal({ zt: '1' }, [{ zt: '1' }])).toBe(false);
    expect(canAppeal({ zt: '2' }, [])).toBe(false);
    expect(canAppeal({ zt: '3' }, [])).toBe(false);
    expect(canAppeal({ zt: '4' }, [])).toBe(false);
  });
});

describe('tones', () => {
  it('colours records and appeals by their state', () => {
    expect(recordTone('1')).toBe('danger');
    expect(recordTone('3')).toBe('success');
    expect(appealTone('2')).toBe('success');
    expect(appealTone('3')).toBe('danger');
    expect(appealTone('?')).toBe('default');
  });
});
