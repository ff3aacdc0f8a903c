import { postingWorkflow, type PostingState } from '../../../contract/workflow';
import {
  expiryText,
  stateHint,
  submittedMessage,
  validityText,
} from '../../../features/announcements/employer/announcementDisplay';

const code = (state: PostingState) => postingWorkflow.states[state].code;

describe('what the screens say', () => {
  it('explains every state', () => {
    for (const state of Object.keys(postingWorkflow.states) as PostingState[])
      expect(stateHint(code(state))).not.toBe('');
  });

  it('writes the validity, also for a draft without dates', () => {
    expect(validityText('2026-11-25', '2026-12-25')).toBe('2026-11-25 至 2026-12-25');
    expect(validityText('', '')).toBe('未设置');
    expect(validityText('2026-11-25', '')).toBe('2026-11-25 至 未设置');
  });

  it('says how soon an announcement ends', () => {
    expect(expiryText(0)).toBe('今天到期');
    expect(expiryText(2)).toBe('2天后到期');
  });

  it('tells a submission published at once from one waiting for review', () => {
    expect(submittedMessage(code('published'))).toBe('公告已发布');
    expect(submittedMessage(code('pending'))).toBe('已提交审核，请等待学校审核');
  });
});
