import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Link } from '../../../ui/Link';
import { modal } from '../../../ui/Modal';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tabs } from '../../../ui/Tabs';
import { color, fontSize, space } from '../../../ui/theme';
import { chinaDate } from '../../../contract/chinaTime';
import { TALKS_MANAGE, talkWorkflow, type TalkListItem } from '../../../contract/talks';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { useCan } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { useListAddress, usePageWithinTotal } from '../../../app/postings/useListAddress';
import { TalkDetailDrawer } from '../components/TalkDetailDrawer';
import { dateWithWeekday } from '../components/VenueList';
import { TALK_STEPS, cancelCheck, offersCancel } from '../talkFlow';
import { talksApi } from '../talksApi';

const STATE_CODES = Object.values(talkWorkflow.states).map((state) => state.code);
const ALL = 'all';

const StyledInline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

const StyledReason = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(4)};
`;

/**
 * Route xjhgl (/xjh/xjhgl): the employer's talks by state, paged: date and slot, hall, state; the
 * detail (rooms, entrants, review history) beside the list; 取消 until the cutoff (it frees every room
 * at once), after it disabled with the reason and the date. A booked talk is not edited: 修改 explains
 * that schools want it cancelled and applied for again.
 */
export default function TalkManagementScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const navigate = useNavigate();
  const notify = useNotify();
  const canManage = useCan(TALKS_MANAGE);
  const address = useListAddress(STATE_CODES);
  const { page, size, state, openId } = address;
  const [today] = useState(() => chinaDate(Date.now()));
  const list = talksApi.useListTalksQuery({ page, size, ...(state === '' ? {} : { zt: state }) });
  const [cancel] = talksApi.useCancelTalkMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const current = list.currentData;
  usePageWithinTotal(address, current?.total, address.changePage);

  const cancelTalk = async (talk: TalkListItem) => {
    const ok = await modal.confirm({
      title: `取消“${talk.xjzt}”？`,
      content: '取消后该宣讲会的全部场地立即释放，其他单位可以预约；取消不能撤回。',
      okText: '确认取消',
      cancelText: '暂不取消',
    });
    if (!ok) return;
    setBusy(talk.id);
    try {
      notify.success(await cancel({ id: talk.id }).unwrap());
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  const explainEdit = () =>
    void modal.info({
      title: '如何修改已提交的宣讲会',
      content:
        '按学校规定，已提交的宣讲会不能直接修改。请在取消截止日期前取消该宣讲会（场地随之释放），再重新申请。学校要求修改时，可在详情中按学校意见修改后重新提交。',
      okText: '知道了',
    });

  const actions = (talk: TalkListItem, buttonSize: 'sm' | 'phone') => {
    const check = cancelCheck(talk, today);
    return (
      <StyledInline>
        <Link {...address.detailLink(talk.id)} underline="hover" aria-label={`详情 ${talk.xjzt}`}>
          详情
        </Link>
        {canManage && offersCancel(talk.zt) && (
          <>
            <Button variant="link" size={buttonSize} onClick={explainEdit} aria-label={`修改 ${talk.xjzt}`}>
              修改
            </Button>
            <Button
              variant="link"
              danger
              size={buttonSize}
              disabled={!check.allowed}
              loading={busy === talk.id}
              aria-label={`取消 ${talk.xjzt}`}
              onClick={() => void cancelTalk(talk)}
            >
              取消
            </Button>
            {!check.allowed && <StyledReason>{check.reason}</StyledReason>}
          </>
        )}
      </StyledInline>
    );
  };

  const columns: TableColumn<TalkListItem>[] = [
    { key: 'xjzt', title: '宣讲主题', dataIndex: 'xjzt', hideInCards: true },
    { key: 'rq', title: '时间', render: (talk) => `${dateWithWeekday(talk.rq)} ${talk.sd}` },
    { key: 'cdmc', title: '宣讲场地', render: (talk) => (talk.xs ? '线上宣讲' : talk.cdmc || '—') },
    { key: 'zt', title: '状态', dataIndex: 'ztmc', width: '96px' },
    { key: 'qxjzrq', title: '取消截止', render: (talk) => talk.qxjzrq || '—', width: '120px' },
    { key: 'actions', title: '操作', render: (talk) => actions(talk, 'sm'), hideInCards: true },
  ];

  const nothingYet = current !== undefined && current.total === 0 && state === '';
  let body;
  if (list.isError)
    body = <LoadFailure error={list.error} title="宣讲会列表加载失败" onRetry={() => void list.refetch()} />;
  else if (nothingYet)
    body = (
      <Empty
        description="还没有申请过宣讲会"
        action={
          canManage && (
            <Button variant="primary" onClick={() => void navigate(TALK_STEPS[0]!.path)}>
              申请专场宣讲会
            </Button>
          )
        }
      />
    );
  else
    body = (
      <>
        <Table
          columns={columns}
          data={current?.records ?? []}
          rowKey="id"
          caption="我的宣讲会"
          captionHidden
          loading={list.isFetching}
          emptyText="该状态下暂无宣讲会"
          variant={variant}
          phoneCards
          minWidth={900}
          cardTitle={(talk) => talk.xjzt}
          cardActions={(talk) => actions(talk, 'phone')}
        />
        {current !== undefined && current.total > 0 && (
          <StyledFooter>
            <Pagination
              page={page}
              pageSize={size}
              total={current.total}
              variant={variant}
              onChange={address.changePage}
            />
          </StyledFooter>
        )}
      </>
    );

  const activeKey = state === '' ? ALL : state;
  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!isPhone && <PageTitle>宣讲会管理</PageTitle>}
        {canManage && (
          <Button
            variant="primary"
            size={isPhone ? 'phone' : 'md'}
            block={isPhone}
            onClick={() => void navigate(TALK_STEPS[0]!.path)}
          >
            申请专场宣讲会
          </Button>
        )}
      </PageHeader>
      <PageNote>
        取消截止日期前可取消宣讲会，取消后场地立即释放；已提交的宣讲会不能修改，如需调整请取消后重新申请。
      </PageNote>
      <Tabs
        aria-label="宣讲会状态"
        variant={variant}
        activeKey={activeKey}
        onChange={(key) => address.change({ zt: key === ALL ? null : key })}
        items={[
          { key: ALL, label: '全部' },
          ...Object.values(talkWorkflow.states).map((item) => ({ key: item.code, label: item.label })),
        ].map((tab) => ({ ...tab, children: tab.key === activeKey ? body : null }))}
      />
      {openId !== null && <TalkDetailDrawer id={openId} onClose={address.closeDetail} variant={variant} />}
    </PagePanel>
  );
}
