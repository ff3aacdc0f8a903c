import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ACCOUNT_MANAGE } from '../../../contract/permissions';
import { Empty } from '../../../ui/Empty';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { useCan } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { SchoolSiteCard } from '../components/SchoolSiteCard';
import { schoolSitesApi } from '../schoolSitesApi';
import { useSchoolSiteActions } from '../useSchoolSiteActions';

const PAGE_SIZE = 10;

const StyledList = styled.ul<{ $phone: boolean }>`
  display: grid;
  grid-template-columns: ${({ $phone }) => ($phone ? '1fr' : 'repeat(auto-fill, minmax(340px, 1fr))')};
  gap: ${space(4)};
  margin: 0;
  padding: 0;
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The list's page, from the address (?page=2), so 返回 and a shared link keep it. */
function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Route dlxxfz (/dwsy/dlxxfz, 登录学校分站): the platform's school sites with the employer's standing
 * at each. Where not registered, 一键注册 reuses the verified profile (that school still reviews it);
 * where passed, 进入 opens that site's employer app without a second password; where rejected or asked
 * for changes, the school's reason and 重新提交.
 */
export default function SchoolSitesScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const canManage = useCan(ACCOUNT_MANAGE);
  const [query, setQuery] = useSearchParams();
  const page = pageOf(query);
  // Schools decide elsewhere: read the standings again on each visit and when the person comes back.
  const list = schoolSitesApi.useSchoolSitesQuery(
    { page, size: PAGE_SIZE },
    { refetchOnMountOrArgChange: true, refetchOnFocus: true },
  );
  const { run, busySite } = useSchoolSiteActions();
  const sites = list.data?.records ?? [];

  let body;
  if (list.isError)
    body = <LoadFailure error={list.error} title="学校分站加载失败" onRetry={() => void list.refetch()} />;
  else if (list.isLoading) body = <Skeleton rows={4} label="正在加载学校分站" />;
  else if (sites.length === 0) body = <Empty description="平台暂未开通其他学校分站" />;
  else
    body = (
      <>
        <StyledList $phone={isPhone} aria-label="学校分站" aria-busy={list.isFetching || undefined}>
          {sites.map((site) => (
            <SchoolSiteCard
              key={site.xxdm}
              site={site}
              canManage={canManage}
              variant={variant}
              busy={busySite === site.xxdm}
              onAction={(action, target) => void run(action, target)}
            />
          ))}
        </StyledList>
        {(list.data?.total ?? 0) > PAGE_SIZE && (
          <StyledFooter>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={list.data?.total ?? 0}
              variant={variant}
              showSizeChanger={false}
              showQuickJumper={false}
              onChange={(next) => setQuery(next === 1 ? {} : { page: String(next) })}
            />
          </StyledFooter>
        )}
      </>
    );

  return (
    <PagePanel variant={variant}>
      {!isPhone && (
        <PageHeader>
          <PageTitle>登录学校分站</PageTitle>
        </PageHeader>
      )}
      <PageNote>
        贵单位的注册信息审核通过后，可一键注册其他学校分站，无需重新填写；各学校独立审核，审核通过后可直接进入该分站，无需再次输入密码。
      </PageNote>
      {body}
    </PagePanel>
  );
}
