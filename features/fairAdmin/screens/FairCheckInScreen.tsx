import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { chinaDate } from '../../../contract/chinaTime';
import {
  fairBookingWorkflow,
  type SchoolBookingDetail,
  type SchoolBookingItem,
  type SchoolFair,
} from '../../../contract/fairs';
import { MAX_PAGE_SIZE } from '../../../contract/paging';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Descriptions } from '../../../ui/Descriptions';
import { FilterForm, useFilterDraft } from '../../../ui/FilterForm';
import { FormField } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { Pagination } from '../../../ui/Pagination';
import { Section, SectionStack } from '../../../ui/Section';
import { Select } from '../../../ui/Select';
import { Table } from '../../../ui/Table';
import { space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { pageFromSearch, searchWith } from '../../../app/review/listSearch';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { QUEUE_KEYWORD_LIMIT } from '../../../app/review/reviewQueue';
import { fairAdminApi } from '../fairAdminApi';
import { boothText, minuteText } from '../fairAdminRules';
import { fairEditorApi } from '../fairEditorApi';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

type Variant = 'desktop' | 'phone';

const PASSED_CODE = fairBookingWorkflow.states.passed.code;

function Filters({
  keyword: applied,
  onApply,
  variant,
}: {
  keyword: string;
  onApply: (keyword: string) => void;
  variant: Variant;
}) {
  const [keyword, setKeyword] = useFilterDraft(applied);
  return (
    <FilterForm
      aria-label="查找签到单位"
      variant={variant}
      foldedLabel={applied !== '' ? '筛选（已选 1 项）' : '筛选'}
      onSubmit={() => onApply(keyword.trim())}
      onReset={() => {
        setKeyword('');
        onApply('');
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={keyword}
          onChange={setKeyword}
          placeholder="单位名称或展位号"
          maxLength={QUEUE_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
    </FilterForm>
  );
}

/** Which of today's fairs the list is for: its name, or a picker when the site holds several today. */
function TodaysFair({
  today,
  fairs,
  current,
  variant,
  onPick,
}: {
  today: string;
  fairs: readonly SchoolFair[];
  current: SchoolFair | undefined;
  variant: Variant;
  onPick: (fairId: string) => void;
}) {
  if (current === undefined)
    return <Callout tone="info">{`今天（${today}）没有举办的招聘会，签到在招聘会当天进行。`}</Callout>;
  if (fairs.length === 1) return <p>{`${today} ${current.zphmc}`}</p>;
  return (
    <FormField label="招聘会" layout="vertical" variant={variant}>
      <Select<string>
        value={current.id}
        options={fairs.map((fair) => ({ value: fair.id, label: fair.zphmc }))}
        variant={variant}
        onChange={(value) => {
          if (value !== null) onPick(value);
        }}
      />
    </FormField>
  );
}

/** The booking of a scanned QR code: 签到 checks it in and shows whose it was. */
function ScannedCheckIn({ token, variant }: { token: string; variant: Variant }) {
  const [checkIn, state] = fairAdminApi.useCheckInFairBookingMutation();
  const [done, setDone] = useState<SchoolBookingDetail | null>(null);
  const [problem, setProblem] = useState('');
  const run = async () => {
    setProblem('');
    try {
      setDone(await checkIn({ qdlm: token }).unwrap());
    } catch (error) {
      setProblem(refusalOf(error).message);
    }
  };
  return (
    <Section title="扫码签到" headingLevel={2}>
      <StyledBody>
        {done === null ? (
          <>
            <p>已识别单位预订确认单上的签到码，确认单位到场后点击签到。</p>
            <Button
              variant="primary"
              size={variant === 'phone' ? 'phone' : 'md'}
              block={variant === 'phone'}
              loading={state.isLoading}
              onClick={() => void run()}
            >
              签到
            </Button>
            {problem !== '' && (
              <Callout tone="error" announce>
                {problem}
              </Callout>
            )}
          </>
        ) : (
          <>
            <Callout tone="info">{`${done.dwmc}签到成功`}</Callout>
            <Descriptions
              variant={variant}
              columns={{ desktop: 2, phone: 1 }}
              items={[
                { key: 'dwmc', label: '单位名称', children: done.dwmc },
                { key: 'zphmc', label: '招聘会', children: done.zphmc },
                { key: 'zw', label: '展位', children: boothText(done) },
                { key: 'qdsj', label: '签到时间', children: minuteText(done.qdsj) },
              ]}
            />
          </>
        )}
      </StyledBody>
    </Section>
  );
}

/**
 * /mgrpage/zphqd: on the fair's day staff find an employer whose booking passed by its name or booth
 * number and check it in. Only today's fairs (China date) are offered, so passed bookings of past fairs
 * never show as still to check in; opened with ?qdlm= (the token of the booking confirmation's QR code) it
 * offers 签到 for that booking first.
 */
export default function FairCheckInScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get('keyword') ?? '').trim().slice(0, QUEUE_KEYWORD_LIMIT);
  const token = search.get('qdlm') ?? '';
  const paging = pageFromSearch(search);
  const today = chinaDate(Date.now());
  const fairs = fairEditorApi.useSchoolFairsQuery({ page: 1, size: MAX_PAGE_SIZE, keyword: '' });
  const todays = (fairs.data?.records ?? []).filter((fair) => fair.jbrq === today);
  const current = todays.find((fair) => fair.id === search.get('zphid')) ?? todays[0];
  const list = fairAdminApi.useSchoolFairBookingsQuery(
    { ...paging, zt: PASSED_CODE, keyword, zphid: current?.id ?? '' },
    { skip: current === undefined },
  );
  const [checkIn] = fairAdminApi.useCheckInFairBookingMutation();
  const [busy, setBusy] = useState('');
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  const total = list.data?.total ?? 0;

  const run = async (row: SchoolBookingItem) => {
    setBusy(row.id);
    try {
      await checkIn({ id: row.id }).unwrap();
      notify.success(`${row.dwmc}签到成功`);
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusy('');
    }
  };
  const button = (row: SchoolBookingItem) => (
    <Button
      variant="primary"
      size="sm"
      loading={busy === row.id}
      aria-label={`签到 ${row.dwmc}`}
      onClick={() => void run(row)}
    >
      签到
    </Button>
  );

  return (
    <SectionStack data-ui="fair-check-in">
      {token !== '' && <ScannedCheckIn token={token} variant={variant} />}
      <Section title="今天的招聘会" headingLevel={2} busy={fairs.isFetching}>
        {fairs.isError ? (
          <LoadFailedAlert failed="招聘会加载失败" error={fairs.error} onRetry={() => void fairs.refetch()} />
        ) : (
          fairs.isSuccess && (
            <TodaysFair
              today={today}
              fairs={todays}
              current={current}
              variant={variant}
              onPick={(fairId) => change({ zphid: fairId, page: null })}
            />
          )
        )}
      </Section>
      {current !== undefined && (
        <Filters keyword={keyword} variant={variant} onApply={(value) => change({ keyword: value })} />
      )}
      {current !== undefined && (
        <Section busy={list.isFetching}>
          <StyledBody>
            {list.isError ? (
              <LoadFailedAlert
                failed="待签到单位加载失败"
                error={list.error}
                onRetry={() => void list.refetch()}
              />
            ) : (
              <>
                <Table
                  aria-label="待签到单位"
                  columns={[
                    { key: 'dwmc', title: '单位名称', dataIndex: 'dwmc' },
                    { key: 'zphmc', title: '招聘会', dataIndex: 'zphmc' },
                    { key: 'jbrq', title: '举办日期', dataIndex: 'jbrq' },
                    { key: 'zw', title: '展位', render: boothText },
                    { key: 'actions', title: '操作', hideInCards: true, render: button },
                  ]}
                  data={list.data?.records ?? []}
                  rowKey="id"
                  loading={list.isFetching}
                  emptyText={keyword === '' ? '暂无待签到的单位' : '没有找到符合条件的待签到单位'}
                  variant={variant}
                  phoneCards
                  cardActions={button}
                />
                {total > 0 && (
                  <Pagination
                    page={paging.page}
                    pageSize={paging.size}
                    total={total}
                    variant={variant}
                    aria-label="待签到单位分页"
                    onChange={(page, size) => change({ page: String(page), size: String(size) })}
                  />
                )}
              </>
            )}
          </StyledBody>
        </Section>
      )}
    </SectionStack>
  );
}
