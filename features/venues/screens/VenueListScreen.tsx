import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { VENUE_KINDS, type Venue } from '../../../contract/talks';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { Empty } from '../../../ui/Empty';
import { FilterForm, useFilterDraft } from '../../../ui/FilterForm';
import { FormField } from '../../../ui/Form';
import { Icon } from '../../../ui/Icon';
import { Input } from '../../../ui/Input';
import { Pagination } from '../../../ui/Pagination';
import { Section, SectionStack } from '../../../ui/Section';
import { Select } from '../../../ui/Select';
import { color, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { searchWith } from '../../../app/review/listSearch';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { QUEUE_KEYWORD_LIMIT } from '../../../app/review/reviewQueue';
import { VenueForm } from '../components/VenueForm';
import { VenueTable } from '../components/VenueTable';
import { useVenueActions } from '../useVenueActions';
import { venuesApi } from '../venuesApi';
import { venueEmptyText, venueListQuery, type VenueListFilters } from '../venueList';

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

const KIND_OPTIONS = VENUE_KINDS.map((kind) => ({ value: kind.code, label: kind.name }));

type FilterValues = { keyword: string; cdlx: string | null };
const CLEARED: FilterValues = { keyword: '', cdlx: null };

function Filters({
  query,
  onApply,
  variant,
}: {
  query: VenueListFilters;
  onApply: (values: FilterValues) => void;
  variant: 'desktop' | 'phone';
}) {
  const applied: FilterValues = { keyword: query.keyword, cdlx: query.cdlx || null };
  const [values, setValues] = useFilterDraft(applied);
  const activeCount = [applied.keyword !== '', applied.cdlx !== null].filter(Boolean).length;
  return (
    <FilterForm
      aria-label="筛选场地"
      variant={variant}
      foldedLabel={activeCount > 0 ? `筛选（已选 ${activeCount} 项）` : '筛选'}
      onSubmit={() => onApply({ ...values, keyword: values.keyword.trim() })}
      onReset={() => {
        setValues(CLEARED);
        onApply(CLEARED);
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={values.keyword}
          onChange={(keyword) => setValues((current) => ({ ...current, keyword }))}
          placeholder="场地名称或楼宇"
          maxLength={QUEUE_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
      <FormField label="场地类型" layout="vertical" variant={variant}>
        <Select
          options={KIND_OPTIONS}
          value={values.cdlx}
          onChange={(cdlx) => setValues((current) => ({ ...current, cdlx }))}
          placeholder="全部"
          clearable
        />
      </FormField>
    </FilterForm>
  );
}

/** The venue the drawer edits, or 'new' for one to add. */
type Editing = Venue | 'new' | null;

/**
 * /mgrpage/cd: the site's venues (宣讲场地, 笔试场地, 面试场地), filtered by kind and keyword in the
 * address, paged; staff add and edit them in a drawer (slots per weekday, closed dates), switch them
 * off and on, and remove them.
 */
export default function VenueListScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const query = venueListQuery(search);
  const list = venuesApi.useVenueListQuery(query);
  const [editing, setEditing] = useState<Editing>(null);
  const actions = useVenueActions(setEditing);
  const close = () => setEditing(null);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));

  const total = list.data?.total ?? 0;
  const nothingYet = list.isSuccess && total === 0 && query.cdlx === '' && query.keyword === '';
  const addButton = (
    <Button
      variant="primary"
      size={isPhone ? 'phone' : 'md'}
      block={isPhone}
      icon={<Icon name="plus" />}
      onClick={() => setEditing('new')}
    >
      添加场地
    </Button>
  );

  return (
    <SectionStack data-ui="venue-list">
      <Filters
        query={query}
        variant={variant}
        onApply={(values) => change({ keyword: values.keyword, cdlx: values.cdlx })}
      />
      <Section busy={list.isFetching}>
        <StyledBody>
          {list.isError ? (
            <LoadFailedAlert
              failed="场地列表加载失败"
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : nothingYet ? (
            <Empty
              description="还没有场地。添加宣讲场地、笔试场地和面试场地后，单位即可在线预约。"
              action={addButton}
            />
          ) : (
            <>
              <StyledBar>
                <span>{list.data ? `共 ${total.toLocaleString('zh-CN')} 个场地` : '\u00a0'}</span>
                {addButton}
              </StyledBar>
              <VenueTable
                venues={list.data?.records ?? []}
                loading={list.isFetching}
                emptyText={venueEmptyText(query)}
                variant={variant}
                actions={actions}
              />
              {total > 0 && (
                <Pagination
                  page={query.page}
                  pageSize={query.size}
                  total={total}
                  variant={variant}
                  aria-label="场地列表分页"
                  onChange={(page, size) => change({ page: String(page), size: String(size) })}
                />
              )}
            </>
          )}
        </StyledBody>
      </Section>
      <Drawer
        open={editing !== null}
        onClose={close}
        title={editing === 'new' ? '添加场地' : '编辑场地'}
        placement={isPhone ? 'bottom' : 'right'}
        size={isPhone ? '92vh' : '640px'}
      >
        {editing !== null && (
          <VenueForm
            venue={editing === 'new' ? undefined : editing}
            variant={variant}
            onDone={close}
            onCancel={close}
          />
        )}
      </Drawer>
    </SectionStack>
  );
}
