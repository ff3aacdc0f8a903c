import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { TalentSearchItem } from '../../../contract/applications';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { RESUME_DEGREES } from '../../../contract/resumes';
import { RESUMES_MANAGE } from '../../../contract/permissions';
import { Button } from '../../../ui/Button';
import { Cascader } from '../../../ui/Cascader';
import { Empty } from '../../../ui/Empty';
import { FilterForm, useFilterDraft } from '../../../ui/FilterForm';
import { FormField } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { PageHeader, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { Select } from '../../../ui/Select';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { color, fontSize, space } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { pageFromSearch, searchWith } from '../../../app/review/listSearch';
import { useCan } from '../../../app/api/session';
import { employerApplicationsApi } from '../employerApi';
import { InviteDialog } from './components/InviteDialog';
import { FILTER_TEXT_LIMIT, degreeLabel, genderLabel } from './applicationRules';
import { cityOptions } from '../../../app/regions/cityOptions';
import { cityName, cityPath, useRegionIndex } from './intentionCities';
import {
  NO_TALENT_FILTERS,
  activeTalentFilterCount,
  talentFilterChanges,
  talentFiltersOf,
  talentFiltersProblem,
  talentSearchQuery,
  type TalentFilters,
} from './talentRules';

const StyledName = styled.div`
  display: grid;
  gap: ${space(0.5)};
  min-width: 0;
`;

const StyledSecondary = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(4)};
`;

const DEGREE_OPTIONS = RESUME_DEGREES.map((item) => ({ value: item.code, label: `${item.label}及以上` }));

function yearOptions() {
  const year = new Date().getFullYear();
  return Array.from({ length: 9 }, (_, index) => {
    const value = String(year + 4 - index);
    return { value, label: `${value}届` };
  });
}

function TalentFilterForm({
  applied,
  onApply,
  variant,
}: {
  applied: TalentFilters;
  onApply: (filters: TalentFilters) => void;
  variant: 'desktop' | 'phone';
}) {
  const [values, setValues] = useFilterDraft(applied);
  const [keywordError, setKeywordError] = useState<string | null>(null);
  const regions = useRegionIndex();
  const set = (changes: Partial<TalentFilters>) => setValues((current) => ({ ...current, ...changes }));
  const count = activeTalentFilterCount(applied);
  return (
    <FilterForm
      aria-label="搜索人才"
      variant={variant}
      submitText="搜索"
      foldedLabel={count > 0 ? `筛选（已选 ${count} 项）` : '筛选'}
      onSubmit={() => {
        const problem = talentFiltersProblem(values);
        setKeywordError(problem);
        if (problem === null) onApply(values);
      }}
      onReset={() => {
        setKeywordError(null);
        setValues(NO_TALENT_FILTERS);
        onApply(NO_TALENT_FILTERS);
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant} error={keywordError}>
        <Input
          value={values.gjz}
          maxLength={FILTER_TEXT_LIMIT}
          onChange={(gjz) => set({ gjz })}
          placeholder="简历中的任意内容，如 机器学习"
          clearable
        />
      </FormField>
      <FormField label="专业" layout="vertical" variant={variant}>
        <Input value={values.zy} maxLength={FILTER_TEXT_LIMIT} onChange={(zy) => set({ zy })} clearable />
      </FormField>
      <FormField label="学历" layout="vertical" variant={variant}>
        <Select
          options={DEGREE_OPTIONS}
          value={values.xl === '' ? null : values.xl}
          onChange={(xl) => set({ xl: xl ?? '' })}
          placeholder="不限"
          clearable
        />
      </FormField>
      <FormField label="毕业年份" layout="vertical" variant={variant}>
        <Select
          options={yearOptions()}
          value={values.bynf === '' ? null : values.bynf}
          onChange={(bynf) => set({ bynf: bynf ?? '' })}
          placeholder="不限"
          clearable
        />
      </FormField>
      <FormField label="技能" layout="vertical" variant={variant}>
        <Input value={values.jn} maxLength={FILTER_TEXT_LIMIT} onChange={(jn) => set({ jn })} clearable />
      </FormField>
      <FormField label="意向城市" layout="vertical" variant={variant}>
        <Cascader
          options={regions === null ? [] : cityOptions(regions.tree)}
          value={cityPath(regions, values.csdm)}
          onChange={(path) => set({ csdm: path[path.length - 1] ?? '' })}
          levelLabels={['省', '市']}
          placeholder={regions === null ? '加载中…' : '不限'}
          searchable
          clearable
        />
      </FormField>
    </FilterForm>
  );
}

/**
 * Route rcjs (/jlgl/rcjs): the opted-in students of the employer's sites, searched by major, degree,
 * graduation year, skill, intention city and any word of the resume. Contacts stay masked (李**,
 * 138****0000) until a student accepts one of the employer's invitations; 邀请投递 invites a student to
 * one of the employer's published positions.
 */
export default function TalentSearchScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const notify = useNotify();
  const canManage = useCan(RESUMES_MANAGE);
  const [search, setSearch] = useSearchParams();
  const filters = talentFiltersOf(search);
  const query = talentSearchQuery(search);
  const { page, size } = pageFromSearch(search);
  const result = employerApplicationsApi.useTalentSearchQuery(query);
  const regions = useRegionIndex();
  const [inviting, setInviting] = useState<TalentSearchItem | null>(null);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));

  const name = (row: TalentSearchItem) => (
    <StyledName>
      <span>
        {row.xm} {row.gk === '1' && <Tag tone="success">已公开联系方式</Tag>}
      </span>
      <StyledSecondary>
        {[
          genderLabel(row.xb),
          row.xxmc,
          row.zy,
          degreeLabel(row.xl),
          row.bynf === null ? '' : `${row.bynf}届`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </StyledSecondary>
      {row.jlzy !== '' && <StyledSecondary>{`…${row.jlzy}…`}</StyledSecondary>}
    </StyledName>
  );
  const inviteButton = (row: TalentSearchItem) =>
    canManage ? (
      <Button size={isPhone ? 'md' : 'sm'} onClick={() => setInviting(row)}>
        邀请投递
        <VisuallyHidden>{` ${row.xm}`}</VisuallyHidden>
      </Button>
    ) : null;
  const columns: TableColumn<TalentSearchItem>[] = [
    { key: 'xm', title: '学生', render: name, width: '34%', hideInCards: true },
    { key: 'jn', title: '技能证书', render: (row) => row.jn || '—' },
    { key: 'yxcs', title: '意向城市', render: (row) => cityName(regions, row.yxcs) || '—' },
    {
      key: 'contact',
      title: '联系方式',
      render: (row) => [row.sjh, row.yx].filter(Boolean).join(' / ') || '—',
    },
    { key: 'gxsj', title: '简历更新', render: (row) => row.gxsj.slice(0, 10) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: '操作',
            hideInCards: true,
            render: inviteButton,
          } as TableColumn<TalentSearchItem>,
        ]
      : []),
  ];

  const current = result.currentData;
  let body;
  if (result.isError) {
    body = <LoadFailure error={result.error} title="人才搜索失败" onRetry={() => void result.refetch()} />;
  } else if (current !== undefined && current.total === 0 && activeTalentFilterCount(filters) === 0) {
    body = <Empty description="暂无加入人才库的学生" />;
  } else {
    body = (
      <>
        <Table
          columns={columns}
          data={current?.records ?? []}
          rowKey="xsid"
          caption="人才搜索结果"
          captionHidden
          loading={result.isFetching}
          emptyText="没有符合条件的学生，请放宽筛选条件"
          variant={variant}
          phoneCards
          minWidth={900}
          cardTitle={name}
          cardActions={canManage ? inviteButton : undefined}
        />
        {current !== undefined && current.total > 0 && (
          <StyledFooter>
            <Pagination
              page={page}
              pageSize={size}
              total={current.total}
              variant={variant}
              onChange={(nextPage, nextSize) =>
                change({
                  page: String(nextPage),
                  size: nextSize === DEFAULT_PAGE_SIZE ? null : String(nextSize),
                })
              }
            />
          </StyledFooter>
        )}
      </>
    );
  }

  return (
    <PagePanel variant={variant}>
      <PageHeader>{!isPhone && <PageTitle>人才搜索</PageTitle>}</PageHeader>
      <TalentFilterForm
        applied={filters}
        variant={variant}
        onApply={(values) => change(talentFilterChanges(values))}
      />
      {body}
      <InviteDialog
        student={inviting}
        variant={variant}
        onCancel={() => setInviting(null)}
        onDone={(student) => {
          setInviting(null);
          notify.success(`已向 ${student.xm} 发送投递邀请`);
        }}
      />
    </PagePanel>
  );
}
