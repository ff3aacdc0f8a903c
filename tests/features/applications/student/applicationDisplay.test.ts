import { INVITATION_STATES } from '../../../../contract/applications';
import { applicationWorkflow } from '../../../../contract/workflow';
import {
  APPLICATION_STATE_FILTERS,
  applicationStateDisplay,
  applyAvailability,
  interviewLines,
  invitationStateDisplay,
  isAnswerable,
  tabOf,
} from '../../../../features/applications/student/applicationDisplay';
import {
  applicationPath,
  positionPath,
  withOpenApplication,
} from '../../../../features/applications/student/studentLinks';

const code = (state: keyof typeof applicationWorkflow.states) => applicationWorkflow.states[state].code;

describe("an application's state in the student's words", () => {
  it('never says 不合适', () => {
    expect(applicationStateDisplay(code('rejected')).label).toBe('未通过');
    expect(APPLICATION_STATE_FILTERS.map((state) => state.label)).not.toContain('不合适');
    expect(APPLICATION_STATE_FILTERS).toHaveLength(7);
  });

  it('names the employer-side states as the student sees them', () => {
    expect(applicationStateDisplay(code('new'))).toEqual({ label: '已投递', tone: 'default' });
    expect(applicationStateDisplay(code('viewed')).label).toBe('已被查看');
    expect(applicationStateDisplay(code('invited'))).toEqual({ label: '邀请面试', tone: 'primary' });
    expect(applicationStateDisplay(code('offer'))).toEqual({ label: '已录用', tone: 'success' });
    expect(applicationStateDisplay('99').label).toBe('处理中');
  });
});

describe('applyAvailability', () => {
  const today = '2026-11-26';
  const open = { sqid: '', sqzt: '', zt: '2', jzrq: '2026-12-31', jlfs: '1', jlyx: '' };

  it('offers 申请职位 on a published position before its deadline', () => {
    expect(applyAvailability(open, today)).toEqual({ kind: 'open' });
    expect(applyAvailability({ ...open, jzrq: today }, today)).toEqual({ kind: 'open' });
    expect(applyAvailability({ ...open, jlfs: '3' }, today)).toEqual({ kind: 'open' });
  });

  it('shows my application instead, whatever the position became since', () => {
    expect(applyAvailability({ ...open, sqid: 'a1', sqzt: code('invited'), zt: '6' }, today)).toEqual({
      kind: 'applied',
      label: '邀请面试',
      applicationId: 'a1',
    });
  });

  it('says why a position is closed', () => {
    expect(applyAvailability({ ...open, zt: '6' }, today)).toEqual({
      kind: 'closed',
      reason: '该职位已停止招聘',
    });
    expect(applyAvailability({ ...open, jzrq: '2026-11-25' }, today)).toEqual({
      kind: 'closed',
      reason: '该职位已截止申请',
    });
  });

  it('points to the e-mail address when resumes go by e-mail only', () => {
    expect(applyAvailability({ ...open, jlfs: '2', jlyx: 'hr@example.com' }, today)).toEqual({
      kind: 'email',
      address: 'hr@example.com',
    });
  });
});

describe('interviewLines', () => {
  const interview = { msrq: '2026-12-08', mssj: '14:30', msdd: '', mslj: '', msbz: '' };

  it('gives the place of an interview on site', () => {
    expect(interviewLines({ ...interview, msfs: '1', msdd: '经十路 100 号' })).toEqual({
      when: '2026-12-08 14:30',
      mode: '现场面试',
      place: '经十路 100 号',
      link: '',
      note: '',
    });
  });

  it('gives the link of an online one, never a stale place', () => {
    expect(
      interviewLines({
        ...interview,
        msfs: '2',
        msdd: '旧地点',
        mslj: 'https://meet.example.com/1',
        msbz: '提前5分钟',
      }),
    ).toEqual({
      when: '2026-12-08 14:30',
      mode: '线上面试',
      place: '',
      link: 'https://meet.example.com/1',
      note: '提前5分钟',
    });
  });
});

describe('invitations', () => {
  it('reads their states and answers only pending ones', () => {
    expect(invitationStateDisplay(INVITATION_STATES.pending.code)).toEqual({
      label: '待处理',
      tone: 'warning',
    });
    expect(invitationStateDisplay(INVITATION_STATES.closed.code).label).toBe('已失效');
    expect(isAnswerable({ zt: INVITATION_STATES.pending.code })).toBe(true);
    for (const state of [INVITATION_STATES.accepted, INVITATION_STATES.declined, INVITATION_STATES.closed])
      expect(isAnswerable({ zt: state.code })).toBe(false);
  });

  it('has its own tab of 我的申请', () => {
    expect(tabOf('yq')).toBe('yq');
    expect(tabOf(null)).toBe('sq');
    expect(tabOf('other')).toBe('sq');
  });
});

describe('links', () => {
  it('leads to a position and to an application', () => {
    expect(positionPath('p 1')).toBe('/zpgw/p%201');
    expect(applicationPath('a1')).toBe('/wdsq?id=a1');
  });

  it('opens and closes an application beside the list, keeping the page', () => {
    const search = new URLSearchParams('zt=3&page=2');
    expect(withOpenApplication(search, 'a9')).toBe('?zt=3&page=2&id=a9');
    expect(withOpenApplication(new URLSearchParams('page=2&id=a9'), null)).toBe('?page=2');
    expect(withOpenApplication(new URLSearchParams('id=a9'), null)).toBe('');
  });
});
