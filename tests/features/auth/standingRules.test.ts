import { standingNotice } from '../../../features/auth/standing/standingRules';

describe('standingNotice', () => {
  it('says nothing once the school has passed the employer', () => {
    expect(standingNotice({ zt: '2', shyj: '' })).toBeNull();
  });

  it('says nothing of a state this version does not know', () => {
    expect(standingNotice({ zt: '9', shyj: '理由' })).toBeNull();
  });

  it('explains pending: drafts yes, submitting once passed, 1-3 working days, no action', () => {
    const notice = standingNotice({ zt: '1', shyj: '' });
    expect(notice).toMatchObject({ state: 'pending', tone: 'info', title: '注册信息审核中', reason: null });
    expect(notice?.canResubmit).toBe(false);
    expect(notice?.text).toContain('一般在1-3个工作日内完成');
    expect(notice?.text).toContain('准备职位和公告草稿');
    expect(notice?.text).toContain('暂不能提交审核');
  });

  it('gives a rejection with its reason and the way to resubmit', () => {
    expect(standingNotice({ zt: '3', shyj: ' 营业执照照片模糊，无法辨认 ' })).toMatchObject({
      state: 'rejected',
      tone: 'danger',
      title: '注册信息未通过审核',
      reason: { label: '驳回原因', text: '营业执照照片模糊，无法辨认' },
      canResubmit: true,
    });
  });

  it('gives a change request with the school’s words as 修改意见', () => {
    expect(standingNotice({ zt: '4', shyj: '单位性质应为国有企业' })).toMatchObject({
      state: 'changes',
      tone: 'warning',
      title: '学校要求修改注册信息',
      reason: { label: '修改意见', text: '单位性质应为国有企业' },
      canResubmit: true,
    });
  });

  it('leaves the reason out when the school gave none', () => {
    expect(standingNotice({ zt: '3', shyj: '  ' })?.reason).toBeNull();
  });
});
