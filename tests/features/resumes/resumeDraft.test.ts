import { RESUME_LIMITS, emptyResume } from '../../../contract/resumes';
import {
  addEntry,
  canAddEntry,
  draftOf,
  emptyDraft,
  formatTags,
  formatWholeNumber,
  isDirty,
  normalizeMonth,
  parseTags,
  parseWholeNumber,
  removeEntry,
  updateEntry,
} from '../../../features/resumes/resumeDraft';

describe('the resume draft', () => {
  it('holds everything but the attachment and the save time', () => {
    const draft = draftOf({ ...emptyResume(), fjjl: { path: 'p', name: 'a.pdf', size: 1 }, gxsj: 'x' });
    expect(Object.keys(draft).sort()).toEqual([
      'jbxx',
      'jnzs',
      'jyjl',
      'qzyx',
      'sxjl',
      'xmjl',
      'xyhd',
      'zwpj',
    ]);
  });

  it('adds a blank entry, edits one field of it and removes it again', () => {
    const added = addEntry(emptyDraft(), 'jyjl');
    expect(added.jyjl).toEqual([{ xxmc: '', zy: '', xl: '', kssj: '', jssj: '', gpa: '', pm: '' }]);
    const edited = updateEntry(added, 'jyjl', 0, 'xxmc', '滨海理工大学');
    expect(edited.jyjl[0]?.xxmc).toBe('滨海理工大学');
    expect(added.jyjl[0]?.xxmc).toBe('');
    expect(removeEntry(edited, 'jyjl', 0).jyjl).toEqual([]);
  });

  it(`adds no more than ${RESUME_LIMITS.entries} entries to a section`, () => {
    let draft = emptyDraft();
    for (let count = 0; count < RESUME_LIMITS.entries + 2; count += 1) draft = addEntry(draft, 'xyhd');
    expect(draft.xyhd).toHaveLength(RESUME_LIMITS.entries);
    expect(canAddEntry(draft, 'xyhd')).toBe(false);
    expect(canAddEntry(draft, 'xmjl')).toBe(true);
  });

  it('tells unsaved changes, an unparsable number included', () => {
    const saved = emptyDraft();
    expect(isDirty(emptyDraft(), saved)).toBe(false);
    expect(isDirty({ ...saved, zwpj: '认真' }, saved)).toBe(true);
    expect(isDirty({ ...saved, jnzs: { ...saved.jnzs, cet4: Number.NaN } }, saved)).toBe(true);
  });

  it.each([
    ['2022-9', '2022-09'],
    ['2022.09', '2022-09'],
    ['2022/12', '2022-12'],
    ['2022年9月', '2022-09'],
    [' 2022-09 ', '2022-09'],
    ['2022-13', '2022-13'],
    ['九月', '九月'],
  ])('tidies the month %s to %s', (typed, month) => {
    expect(normalizeMonth(typed)).toBe(month);
  });

  it('reads whole numbers: blank as none, anything else than digits as NaN', () => {
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber(' 560 ')).toBe(560);
    expect(parseWholeNumber('5a')).toBeNaN();
    expect(parseWholeNumber('-1')).toBeNaN();
    expect(formatWholeNumber(null)).toBe('');
    expect(formatWholeNumber(Number.NaN)).toBe('');
    expect(formatWholeNumber(498)).toBe('498');
  });

  it('splits tags on 、，, ; and spaces, dropping blanks and repeats', () => {
    expect(parseTags('Python、机器学习，Java, SQL；Python  ')).toEqual(['Python', '机器学习', 'Java', 'SQL']);
    expect(parseTags('')).toEqual([]);
    expect(formatTags(['Python', '机器学习'])).toBe('Python、机器学习');
  });
});
