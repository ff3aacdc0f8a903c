import type { Message } from '../../../contract/messages';
import { studentPages } from '../../../contract/studentPortal';
import type { MessageLink } from '../messageRules';

/**
 * Where a student's message leads: a change of an application opens it in 我的申请 (?id=), an
 * invitation opens 我的申请's invitations tab; anything else has no link.
 */
export function studentMessageLink(message: Pick<Message, 'dxlx' | 'dxid'>): MessageLink | null {
  switch (message.dxlx) {
    case 'application':
      return message.dxid === ''
        ? null
        : {
            to: `${studentPages.applications}?${new URLSearchParams({ id: message.dxid }).toString()}`,
            label: '查看申请',
          };
    case 'invitation':
      return { to: `${studentPages.applications}?tab=yq`, label: '查看邀请' };
    default:
      return null;
  }
}
