import type { EmployerStanding } from '../../../contract/account';
import { employerReviewWorkflow, stateOfCode } from '../../../contract/workflow';

/** What the home tells an employer its school has not passed yet: where it stands and what to do. */
export type StandingNotice = {
  state: 'pending' | 'rejected' | 'changes';
  tone: 'info' | 'danger' | 'warning';
  title: string;
  /** What the state means and what to do, in one paragraph. */
  text: string;
  /** The school's reason (驳回原因 / 修改意见), when it gave one. */
  reason: { label: string; text: string } | null;
  /** 修改并重新提交 is offered. */
  canResubmit: boolean;
};

/** Schools usually answer within this many working days (what real schools publish). */
export const REVIEW_DAYS_TEXT = '1-3个工作日';

const MEANWHILE = '审核通过前，贵单位可以登录、完善单位信息、准备职位和公告草稿，但暂不能提交审核。';

/**
 * The notice of a standing, or null when there is nothing to say: passed, or a state this version
 * does not know.
 */
export function standingNotice(standing: Pick<EmployerStanding, 'zt' | 'shyj'>): StandingNotice | null {
  const state = stateOfCode(employerReviewWorkflow, standing.zt);
  const reasonText = standing.shyj.trim();
  switch (state) {
    case 'pending':
      return {
        state,
        tone: 'info',
        title: '注册信息审核中',
        text: `学校正在审核贵单位的注册信息，一般在${REVIEW_DAYS_TEXT}内完成，结果会发到消息中心。${MEANWHILE}`,
        reason: null,
        canResubmit: false,
      };
    case 'rejected':
      return {
        state,
        tone: 'danger',
        title: '注册信息未通过审核',
        text: `请根据学校的意见修改单位信息和营业执照，然后重新提交审核。${MEANWHILE}`,
        reason: reasonText === '' ? null : { label: '驳回原因', text: reasonText },
        canResubmit: true,
      };
    case 'changes':
      return {
        state,
        tone: 'warning',
        title: '学校要求修改注册信息',
        text: `请按学校的修改意见更正单位信息，然后重新提交审核。${MEANWHILE}`,
        reason: reasonText === '' ? null : { label: '修改意见', text: reasonText },
        canResubmit: true,
      };
    default:
      return null;
  }
}
