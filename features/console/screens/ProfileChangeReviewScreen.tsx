import { useParams } from 'react-router-dom';
import { consolePages } from '../../../contract/console';
import { PROFILE_CHANGE_PAGE } from '../../../contract/employerProfile';
import { profileChangeWorkflow } from '../../../contract/workflow';
import { Descriptions } from '../../../ui/Descriptions';
import { Link } from '../../../ui/Link';
import { Section } from '../../../ui/Section';
import { optionalReason } from '../../../app/review/reviewActions';
import { ReviewScreen } from '../../../app/review/ReviewScreen';
import { ChangeComparison } from '../components/ChangeComparison';
import { profileChangeApi } from '../profileChangeApi';
import { SCHOOL_PROFILE_CHANGE_ACTIONS, profileChangeStateDisplay } from '../profileChangeRules';

/**
 * /mgrpage/dwbg/{id}: an employer's request to change its name, credit code or licence, the values in
 * force and those asked for side by side, its history, and 通过 / 驳回 (with a reason) while pending.
 */
export default function ProfileChangeReviewScreen() {
  const { id = '' } = useParams();
  const detail = profileChangeApi.useProfileChangeDetailQuery(id);
  const [review] = profileChangeApi.useReviewProfileChangeMutation();
  return (
    <ReviewScreen
      data-ui="profile-change-review"
      texts={{
        noun: '变更申请',
        loading: '变更申请加载中',
        missing: '变更申请不存在',
        failed: '变更申请加载失败',
      }}
      queuePath={PROFILE_CHANGE_PAGE}
      detail={detail}
      table={profileChangeWorkflow}
      handled={SCHOOL_PROFILE_CHANGE_ACTIONS}
      perform={(change, action, reason) =>
        review({ id: change.id, action, ...optionalReason(reason) }).unwrap()
      }
      stateDisplay={profileChangeStateDisplay}
      loadingRows={6}
      heading={(change) => ({ title: `${change.ydwmc} 的信息变更`, name: change.ydwmc })}
    >
      {(change, variant) => (
        <>
          <Section title="变更内容" headingLevel={3}>
            <ChangeComparison change={change} variant={variant} />
          </Section>
          <Section title="申请信息" headingLevel={3}>
            <Descriptions
              variant={variant}
              columns={{ desktop: 2, phone: 1 }}
              items={[
                { key: 'bgx', label: '变更项', children: change.bgx.join('、') },
                { key: 'tjr', label: '提交人', children: change.tjr || '—' },
                { key: 'tjsj', label: '提交时间', children: change.tjsj },
                { key: 'spsj', label: '审核时间', children: change.spsj || '—' },
                {
                  key: 'dw',
                  label: '单位注册信息',
                  children: (
                    <Link
                      to={`${consolePages.employers}/${encodeURIComponent(change.dwid)}`}
                      underline="hover"
                    >
                      查看该单位的注册审核
                    </Link>
                  ),
                },
              ]}
            />
          </Section>
        </>
      )}
    </ReviewScreen>
  );
}
