import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FAIR_KINDS, type SchoolFair } from '../../../contract/fairs';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { FilterForm, useFilterDraft } from '../../../ui/FilterForm';
import { FormField } from '../../../ui/Form';
import { Icon } from '../../../ui/Icon';
import { Input } from '../../../ui/Input';
import { Link } from '../../../ui/Link';
import { Pagination } from '../../../ui/Pagination';
import { Section, SectionStack } from '../../../ui/Section';
import { Table, type TableColumn } from '../../../ui/Table';
import { color, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { searchWith } from '../../../app/review/listSearch';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { QUEUE_KEYWORD_LIMIT } from '../../../app/review/reviewQueue';
import { fairEditorApi } from '../fairEditorApi';
import { NEW_FAIR_PAGE, fairEditorPath } from '../fairAdminPages';
import { boothsText, fairListQuery, fairStateDisplay, fairTimeText } from '../fairForm';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  color: ${color.textSecondary};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

function Filters({
  keyword,
  onApply,
  variant,
}: {
  keyword: string;
  onApply: (keyword: string) => void;
  variant: 'desktop' | 'phone';
}) {
  const [draft, setDraft] = useFilterDraft(keyword);
  return (
    <FilterForm
      aria-label="筛选招聘会"
      variant={variant}
      foldedLabel={keyword !== '' ? '筛选（已选 1 项）' : '筛选'}
      onSubmit={() => onApply(draft.trim())}
      onReset={() => {
        setDraft('');
        onApply('');
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={draft}
          onChange={setDraft}
          placeholder="招聘会名称"
          maxLength={QUEUE_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
    </FilterForm>
  );
}

const fairName = (fair: SchoolFair) => <Link to={fairEditorPath(fair.id)}>{fair.zphmc}</Link>;

const COLUMNS: TableColumn<SchoolFair>[] = [
  { key: 'zphmc', title: '招聘会名称', render: fairName, hideInCards: true },
  {
    key: 'zt',
    title: '状态',
    width: '96px',
    render: (fair) => {
      const state = fairStateDisplay(fair.zt);
      return <StatusBadge tone={state.tone}>{state.label}</StatusBadge>;
    },
  },
  { key: 'zphlx', title: '类型', width: '110px', render: (fair) => FAIR_KINDS[fair.zphlx] },
  { key: 'jbsj', title: '举办时间', width: '170px', render: fairTimeText },
  { key: 'jbdd', title: '举办地点', dataIndex: 'jbdd' },
  {
    key: 'bmsj',
    title: '报名时间',
    width: '170px',
    render: (fair) => `${fair.bmkssj} 至 ${fair.bmjzsj}`,
  },
  { key: 'zw', title: '展位（空闲/总数）', width: '130px', render: boothsText },
  { key: 'dshs', title: '待审核', width: '80px', align: 'right', render: (fair) => String(fair.dshs) },
];

/**
 * /mgrpage/zphgl: the site's job fairs, latest first, with their state by the server's clock, time,
 * place and booths free/total, found by name and paged; each opens its editor (fields and booth map),
 * 新建招聘会 a blank one.
 */
export default function FairListScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const query = fairListQuery(search);
  const list = fairEditorApi.useSchoolFairsQuery(query);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));

  const total = list.data?.total ?? 0;
  const nothingYet = list.isSuccess && total === 0 && query.keyword === '';
  const newButton = (
    <Button
      variant="primary"
      size={isPhone ? 'phone' : 'md'}
      block={isPhone}
      icon={<Icon name="plus" />}
      onClick={() => void navigate(NEW_FAIR_PAGE)}
    >
      新建招聘会
    </Button>
  );

  return (
    <SectionStack data-ui="fair-list">
      <Filters keyword={query.keyword} variant={variant} onApply={(keyword) => change({ keyword })} />
      <Section busy={list.isFetching}>
        <StyledBody>
          {list.isError ? (
            <LoadFailedAlert
              failed="招聘会列表加载失败"
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : nothingYet ? (
            <Empty
              description="还没有招聘会。新建招聘会并绘制展位图后，单位即可在报名时间内预订展位。"
              action={newButton}
            />
          ) : (
            <>
              <StyledBar>
                <span>{list.data ? `共 ${total.toLocaleString('zh-CN')} 场招聘会` : '\u00a0'}</span>
                {newButton}
              </StyledBar>
              <Table
                aria-label="招聘会列表"
                columns={COLUMNS}
                data={list.data?.records ?? []}
                rowKey="id"
                loading={list.isFetching}
                emptyText="没有符合条件的招聘会"
                variant={variant}
                phoneCards
                minWidth={960}
                cardTitle={fairName}
              />
              {total > 0 && (
                <Pagination
                  page={query.page}
                  pageSize={query.size}
                  total={total}
                  variant={variant}
                  aria-label="招聘会列表分页"
                  onChange={(page, size) => change({ page: String(page), size: String(size) })}
                />
              )}
            </>
          )}
        </StyledBody>
      </Section>
    </SectionStack>
  );
}
