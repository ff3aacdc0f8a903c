import {
  ANSWER_MISSING,
  APPEAL_QUEUE_TABS,
  answerProblem,
  appealQueueQuery,
  attachmentUrl,
} from '../../../features/dishonestyAdmin/appealAdminRules';

describe('the appeal queue and answer rules', () => {
  it('opens on 待处理 and reads the state and keyword from the address', () => {
    expect(APPEAL_QUEUE_TABS.map((tab) => tab.label)).toEqual(['待处理', '申诉成功', '申诉驳回', '全部']);
    expect(appealQueueQuery(new URLSearchParams(''))).toMatchObject({ zt: '1', keyword: '', page: 1 });
    expect(appealQueueQuery(new URLSearchParams('zt=all&keyword= 示例 '))).toMatchObject({
      zt: '',
      keyword: '示例',
    });
    expect(appealQueueQuery(new URLSearchParams('zt=9')).zt).toBe('1');
  });

  it('needs a choice, and a reply to keep the record', () => {
    expect(answerProblem(null, '')).toBe(ANSWER_MISSING);
    expect(answerProblem('accept', '')).toBeNull();
    expect(answerProblem('reject', '  ')).toBe('请填写驳回申诉的原因');
    expect(answerProblem('reject', '未提前告知')).toBeNull();
  });

  it('downloads an attachment by its stored path', () => {
    expect(attachmentUrl('bcxss/2026/a b.pdf')).toBe('/pub/file/downloadFile?path=bcxss%2F2026%2Fa%20b.pdf');
  });
});
