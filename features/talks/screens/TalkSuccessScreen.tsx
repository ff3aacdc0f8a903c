import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Link } from '../../../ui/Link';
import { PagePanel } from '../../../ui/PagePanel';
import { Result } from '../../../ui/Result';
import { space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { TALK_SCREENS, TALK_STEPS } from '../talkFlow';
import { talksApi } from '../talksApi';

const StyledNext = styled.ol`
  display: grid;
  gap: ${space(2)};
  margin: 0 auto;
  max-width: 640px;
  padding-left: ${space(5)};
  text-align: left;
`;

/**
 * Route xjhsqcg (/xjh/xjhsqcg?id=): the talk went to the school's review with its rooms; what happens
 * next, when the school usually answers and how to cancel.
 */
export default function TalkSuccessScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = talksApi.useTalkDetailQuery(id, { skip: id === '' });
  const rules = talksApi.useTalkRulesQuery();
  const talk = detail.data;
  const cutoff = talk !== undefined && talk.qxjzrq !== '' ? `（${talk.qxjzrq}前）` : '';
  return (
    <PagePanel variant={isPhone ? 'phone' : 'desktop'}>
      <Result
        status="success"
        headingLevel={1}
        title="宣讲会申请已提交"
        subtitle={talk === undefined ? '请等待学校审核' : `“${talk.xjzt}” ${talk.rq} ${talk.sd} · 待审核`}
        extra={
          <>
            <Link to={`${TALK_SCREENS.manage}?id=${encodeURIComponent(id)}`}>查看宣讲会管理</Link>{' '}
            <Link to={TALK_STEPS[0]!.path}>再申请一场</Link>
          </>
        }
      />
      <StyledNext aria-label="接下来">
        <li>宣讲会和所选场地已一并提交学校审核，审核期间场地为您保留，其他单位不能预约。</li>
        <li>
          学校通常在1至3个工作日内审核；结果会通过消息中心通知您，也可在“宣讲会管理”查看审核进度与记录。
        </li>
        <li>审核通过后场地预约生效；未通过时场地自动释放，可重新申请。</li>
        <li>
          如需取消，请在宣讲会管理中于取消截止日期{cutoff}前操作
          {rules.data !== undefined ? `（宣讲日前${rules.data.qxgzr}个工作日）` : ''}
          ；取消后场地立即释放。已提交的申请不能修改，如需调整请取消后重新申请。
        </li>
      </StyledNext>
    </PagePanel>
  );
}
