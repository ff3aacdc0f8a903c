import { useNavigate, useParams } from 'react-router-dom';
import { StatusBadge } from '../../../ui/Badge';
import { Link } from '../../../ui/Link';
import { PageLoading } from '../../../ui/PageLoading';
import { Section, SectionStack } from '../../../ui/Section';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { FairForm } from '../components/FairForm';
import { HallMapsSection } from '../components/HallMapsSection';
import { fairEditorApi } from '../fairEditorApi';
import { FAIR_LIST_PAGE, fairEditorPath } from '../fairAdminPages';
import { boothsText, fairStateDisplay } from '../fairForm';

function NewFair({ variant }: { variant: 'desktop' | 'phone' }) {
  const navigate = useNavigate();
  return (
    <Section title="招聘会信息">
      <FairForm variant={variant} onSaved={(id) => void navigate(fairEditorPath(id), { replace: true })} />
    </Section>
  );
}

function ExistingFair({ id, variant }: { id: string; variant: 'desktop' | 'phone' }) {
  const fair = fairEditorApi.useSchoolFairQuery(id);
  if (fair.isError)
    return <LoadFailedAlert failed="招聘会加载失败" error={fair.error} onRetry={() => void fair.refetch()} />;
  if (fair.data === undefined) return <PageLoading />;
  const state = fairStateDisplay(fair.data.zt);
  return (
    <>
      <Section title="招聘会信息">
        <p>
          <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
          {` 展位（空闲/总数）：${boothsText(fair.data)}；待审核预订 ${fair.data.dshs} 条`}
        </p>
        <FairForm key={id} fair={fair.data} variant={variant} onSaved={() => undefined} />
      </Section>
      <HallMapsSection zphid={id} variant={variant} />
    </>
  );
}

/**
 * /mgrpage/zphgl/new and /mgrpage/zphgl/:id: a fair's fields (created first, then its booth map is
 * drawn or imported hall by hall on the same page).
 */
export default function FairEditorScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const { id } = useParams();
  return (
    <SectionStack data-ui="fair-editor">
      <Link to={FAIR_LIST_PAGE}>返回招聘会列表</Link>
      {id === undefined ? <NewFair variant={variant} /> : <ExistingFair id={id} variant={variant} />}
    </SectionStack>
  );
}
