import {
  activeFilterCount,
  actionLabel,
  applicationListQuery,
  applicationTabCount,
  bulkOutcome,
  dateRangeProblem,
  employerActions,
  filterChanges,
  filtersOf,
  headlineText,
  interviewFieldProblems,
  interviewToSend,
  listLink,
  neighbourLink,
  neighbours,
  queryOfFilters,
  resumeViewLink,
  NO_FILTERS,
  EMPTY_INTERVIEW,
} from '../../../../features/applications/employer/applicationRules';
import { dispositionFileName } from '../../../../app/api/fileDownload';

const TODAY = '2026-11-26';

describe('the received-resumes address', () => {
  it('reads the filters, dropping unknown codes and malformed values', () => {
    const search = new URLSearchParams(
      'zt=3&xl=9&bynf=20x6&ksrq=2026-11-01&jsrq=bad&zy=%20计算机%20&xm=李&px=tdsj_asc&zwid=zw1&page=2',
    );
    expect(filtersOf(search)).toEqual({
      ...NO_FILTERS,
      zt: '3',
      ksrq: '2026-11-01',
      zy: '计算机',
      xm: '李',
      px: 'tdsj_asc',
      zwid: 'zw1',
    });
    expect(applicationListQuery(search)).toEqual({
      page: 2,
      size: 10,
      zt: '3',
      ksrq: '2026-11-01',
      zy: '计算机',
      xm: '李',
      px: 'tdsj_asc',
      zwid: 'zw1',
    });
  });

  it('leaves empty filters and the default sort out of the request and the address', () => {
    expect(queryOfFilters({ ...NO_FILTERS, bynf: '2026' })).toEqual({ bynf: 2026 });
    expect(filterChanges({ ...NO_FILTERS, xm: ' 王 ' })).toMatchObject({ xm: '王', px: null, zwid: '' });
  });

  it('counts the filters besides the tab and the sort', () => {
    expect(activeFilterCount({ ...NO_FILTERS, zt: '1', px: 'tdsj_asc' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, xl: '2', zy: '数学' })).toBe(2);
  });

  it('refuses a date range that ends before it starts', () => {
    expect(dateRangeProblem('2026-11-02', '2026-11-01')).toBe('开始日期不能晚于结束日期');
    expect(dateRangeProblem('2026-11-01', '')).toBeNull();
  });

  it('sums the states for the 全部 tab', () => {
    expect(applicationTabCount({ '1': 3, '2': 4, '7': 1 }, '')).toBe(8);
    expect(applicationTabCount({ '1': 3 }, '5')).toBe(0);
  });
});

describe('what each state allows', () => {
  it('offers the table rows of the employer, never the system view', () => {
    expect(employerActions('1')).toEqual(['invite', 'reject']);
    expect(employerActions('3')).toEqual(['invite', 'interview', 'reject']);
    expect(employerActions('5')).toEqual(['hire', 'reject']);
    expect(employerActions('6')).toEqual([]);
    expect(employerActions('7')).toEqual([]);
    expect(employerActions('x')).toEqual([]);
  });

  it('calls inviting an invited application a reschedule', () => {
    expect(actionLabel('invite', '2')).toBe('邀请面试');
    expect(actionLabel('invite', '3')).toBe('修改面试安排');
  });
});

describe('a bulk outcome', () => {
  it('names each refused application by student and position', () => {
    const rows = [
      { id: 'a', xm: '张三', zwmc: '前端' },
      { id: 'b', xm: '李四', zwmc: '后端' },
    ];
    expect(
      bulkOutcome(
        {
          succeeded: [{ id: 'a', zt: '7' }],
          failed: [
            { id: 'b', message: '当前状态为“已入职”，不能标记不合适' },
            { id: 'z', message: '申请不存在' },
          ],
        },
        rows,
      ),
    ).toEqual({
      succeeded: 1,
      failures: [
        { id: 'b', name: '李四（后端）', message: '当前状态为“已入职”，不能标记不合适' },
        { id: 'z', name: '申请 z', message: '申请不存在' },
      ],
    });
  });
});

describe('the interview slot', () => {
  const slot = { ...EMPTY_INTERVIEW, msrq: TODAY, mssj: '14:30', msdd: '教学楼 A301' };

  it('accepts a complete slot from today', () => {
    expect(interviewFieldProblems(slot, TODAY)).toEqual({});
  });

  it('names every missing or wrong field at once', () => {
    expect(interviewFieldProblems(EMPTY_INTERVIEW, TODAY)).toEqual({
      msrq: '请选择面试日期',
      mssj: '请选择面试时间',
      msdd: '请填写面试地点',
    });
    expect(interviewFieldProblems({ ...slot, msrq: '2026-11-25' }, TODAY)).toEqual({
      msrq: '面试日期不能早于今天',
    });
    expect(interviewFieldProblems({ ...slot, msfs: '2', mslj: 'meeting.example.com' }, TODAY)).toEqual({
      mslj: '请填写以 http:// 或 https:// 开头的线上面试链接',
    });
  });

  it('sends only the place or the link of the chosen mode, trimmed', () => {
    expect(
      interviewToSend({ ...slot, msfs: '2', mslj: ' https://m.example.com/1 ', msbz: ' 带简历 ' }),
    ).toEqual({
      ...slot,
      msfs: '2',
      msdd: '',
      mslj: 'https://m.example.com/1',
      msbz: '带简历',
    });
  });
});

describe('the online view and its neighbours', () => {
  it('remembers the list it was opened from', () => {
    expect(resumeViewLink('a1', '?zt=1&page=2')).toBe('/jlgl/zxjlck?id=a1&from=zt%3D1%26page%3D2');
    expect(resumeViewLink('a1', '')).toBe('/jlgl/zxjlck?id=a1');
    expect(listLink('zt=1&page=2')).toBe('/jlgl/sddjl?zt=1&page=2');
    expect(listLink('')).toBe('/jlgl/sddjl');
  });

  it('finds the previous and next application, across page edges when read', () => {
    expect(neighbours('b', 2, ['a', 'b', 'c'])).toEqual({
      previous: { id: 'a', page: 2 },
      next: { id: 'c', page: 2 },
    });
    expect(neighbours('a', 2, ['a', 'b'], ['y', 'z'], ['c'])).toEqual({
      previous: { id: 'z', page: 1 },
      next: { id: 'b', page: 2 },
    });
    expect(neighbours('b', 2, ['a', 'b'], [], ['c'])).toEqual({
      previous: { id: 'a', page: 2 },
      next: { id: 'c', page: 3 },
    });
    expect(neighbours('q', 1, ['a'])).toEqual({ previous: null, next: null });
  });

  it('moves the list address to the neighbour page', () => {
    expect(neighbourLink({ id: 'z', page: 1 }, 'zt=1&page=2')).toBe('/jlgl/zxjlck?id=z&from=zt%3D1');
    expect(neighbourLink({ id: 'c', page: 3 }, 'zt=1')).toBe('/jlgl/zxjlck?id=c&from=zt%3D1%26page%3D3');
  });
});

describe('display', () => {
  it('joins the headline parts that are known', () => {
    expect(headlineText({ xxmc: '山东大学', zy: '软件工程', xl: '2', bynf: 2026 })).toBe(
      '山东大学 · 软件工程 · 本科 · 2026届',
    );
    expect(headlineText({ xxmc: '', zy: '', xl: '', bynf: null })).toBe('');
  });

  it('reads the export file name from Content-Disposition', () => {
    const header = `attachment; filename="applications.xlsx"; filename*=UTF-8''${encodeURIComponent('收到的简历_20261126.xlsx')}`;
    expect(dispositionFileName(header, 'x.xlsx')).toBe('收到的简历_20261126.xlsx');
    expect(dispositionFileName('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(dispositionFileName(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
