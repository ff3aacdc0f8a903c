import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { fairBookingWorkflow, type SchoolBookingItem } from '../../../contract/fairs';
import { MAX_PAGE_SIZE } from '../../../contract/paging';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { FormField } from '../../../ui/Form';
import { modal } from '../../../ui/Modal';
import { Section, SectionStack } from '../../../ui/Section';
import { Select } from '../../../ui/Select';
import { Table } from '../../../ui/Table';
import { space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { fairAdminApi } from '../fairAdminApi';
import { boothText } from '../fairAdminRules';
import { fairEditorApi } from '../fairEditorApi';
import { noShowApi, type NoShowOutcome } from '../noShowApi';
import { endedFairs, noShowConsequence, noShowRuleNote } from '../noShowRules';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

type Variant = 'desktop' | 'phone';

const PASSED_CODE = fairBookingWorkflow.states.passed.code;

function OutcomeNote({ outcome }: { outcome: NoShowOutcome }) {
  return (
    <Callout tone={outcome.failed.length > 0 ? 'warning' : 'info'} announce>
      <div>{outcome.message}</div>
      {outcome.failed.length > 0 && (
        <ul aria-label="未处理的预订">
          {outcome.failed.map((entry) => (
            <li key={entry.id}>{entry.message}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}

/** The fair's employers whose booking passed and who did not check in; some or all marked at once. */
function Unattended({ fairId, fairName, variant }: { fairId: string; fairName: string; variant: Variant }) {
  const list = fairAdminApi.useSchoolFairBookingsQuery({
    zphid: fairId,
    zt: PASSED_CODE,
    page: 1,
    size: MAX_PAGE_SIZE,
  });
  const rule = noShowApi.useSiteNoShowRuleQuery();
  const [mark, state] = noShowApi.useMarkNoShowsMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<NoShowOutcome | null>(null);
  const [problem, setProblem] = useState('');
  const rows = list.data?.records ?? [];
  const chosen = rows.filter((row) => selected.includes(row.id));

  const run = async () => {
    setProblem('');
    const confirmed = await modal.confirm({
      title: `标记${chosen.length}家单位未到场？`,
      content: noShowConsequence(
        chosen.map((row) => row.dwmc),
        rule.data,
      ),
      okText: '确认标记',
    });
    if (!confirmed) return;
    try {
      setOutcome(await mark({ zphid: fairId, ids: chosen.map((row) => row.id) }).unwrap());
      setSelected([]);
    } catch (error) {
      setProblem(refusalOf(error).message);
    }
  };

  return (
    <Section title={`${fairName}：未签到的单位`} headingLevel={2} busy={list.isFetching}>
      <StyledBody>
        {outcome !== null && <OutcomeNote outcome={outcome} />}
        {problem !== '' && (
          <Callout tone="error" announce>
            {problem}
          </Callout>
        )}
        {list.isError ? (
          <LoadFailedAlert
            failed="未签到单位加载失败"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            {rows.length > 0 && (
              <StyledBar>
                <span aria-live="polite">{`已选 ${chosen.length} 家单位`}</span>
                <Button
                  variant="primary"
                  danger
                  disabled={chosen.length === 0}
                  loading={state.isLoading}
                  onClick={() => void run()}
                >
                  标记未到场
                </Button>
              </StyledBar>
            )}
            <Table<SchoolBookingItem>
              aria-label="未签到的单位"
              columns={[
                { key: 'dwmc', title: '单位名称', dataIndex: 'dwmc' },
                { key: 'zw', title: '展位', render: boothText },
                { key: 'qd', title: '签到', render: () => '未签到' },
              ]}
              data={rows}
              rowKey="id"
              loading={list.isFetching}
              emptyText="该招聘会没有未签到的单位"
              variant={variant}
              phoneCards
              rowSelection={{
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                rowLabel: (row) => `选择 ${row.dwmc}`,
              }}
            />
          </>
        )}
      </StyledBody>
    </Section>
  );
}

/**
 * /mgrpage/zphwdc: after a fair ends staff pick it and mark the employers who booked, passed and did
 * not check in as no-shows, some or all at once after a confirmation saying what follows: each gets a
 * dishonesty record, and the site's rule (stated above the fairs) may suspend its booking.
 */
export default function FairNoShowScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const fairId = search.get('zphid') ?? '';
  const fairs = fairEditorApi.useSchoolFairsQuery({ page: 1, size: MAX_PAGE_SIZE, keyword: '' });
  const rule = noShowApi.useSiteNoShowRuleQuery();
  const ended = endedFairs(fairs.data?.records ?? []);
  const current = ended.find((fair) => fair.id === fairId);
  return (
    <SectionStack data-ui="fair-no-show">
      <Section title="选择招聘会" headingLevel={2} busy={fairs.isFetching}>
        <StyledBody>
          <p>招聘会结束后，为已预订成功但未签到的单位标记未到场。{noShowRuleNote(rule.data)}</p>
          {fairs.isError ? (
            <LoadFailedAlert
              failed="招聘会加载失败"
              error={fairs.error}
              onRetry={() => void fairs.refetch()}
            />
          ) : (
            <FormField label="已结束的招聘会" layout="vertical" variant={variant}>
              <Select<string>
                value={current === undefined ? null : current.id}
                options={ended.map((fair) => ({ value: fair.id, label: `${fair.jbrq} ${fair.zphmc}` }))}
                placeholder={ended.length === 0 && !fairs.isLoading ? '暂无已结束的招聘会' : '请选择招聘会'}
                loading={fairs.isLoading}
                emptyText="暂无已结束的招聘会"
                variant={variant}
                onChange={(value) => setSearch(value === null ? {} : { zphid: value })}
              />
            </FormField>
          )}
        </StyledBody>
      </Section>
      {current !== undefined && (
        <Unattended key={current.id} fairId={current.id} fairName={current.zphmc} variant={variant} />
      )}
    </SectionStack>
  );
}
