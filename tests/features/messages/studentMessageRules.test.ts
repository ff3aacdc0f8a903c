import { studentMessageLink } from '../../../features/messages/student/studentMessageRules';

describe('where a student’s message leads', () => {
  it('opens the application in 我的申请', () => {
    expect(studentMessageLink({ dxlx: 'application', dxid: 'a 1' })).toEqual({
      to: '/wdsq?id=a+1',
      label: '查看申请',
    });
  });

  it('opens the invitations tab for an invitation', () => {
    expect(studentMessageLink({ dxlx: 'invitation', dxid: 'i0001' })).toEqual({
      to: '/wdsq?tab=yq',
      label: '查看邀请',
    });
  });

  it('has no link for a message about nothing, or about an object without a student page', () => {
    expect(studentMessageLink({ dxlx: '', dxid: '' })).toBeNull();
    expect(studentMessageLink({ dxlx: 'application', dxid: '' })).toBeNull();
    expect(studentMessageLink({ dxlx: 'position', dxid: 'zw1' })).toBeNull();
  });
});
