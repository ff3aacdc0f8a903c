import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Empty } from '../../../ui/Empty';
import { Icon } from '../../../ui/Icon';
import { PageHeader, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox';
import { Tabs } from '../../../ui/Tabs';
import { color, fontSize, space } from '../../../ui/theme';
import { chinaDate } from '../../../contract/chinaTime';
import {
  EXPIRY_WARNING_DAYS,
  POSTING_STATE_CODES,
  POSTING_STATE_TABS,
  daysUntilPostingEnds,
  postingTabCount,
} from '../../../app/postings/employerPostings';
import { useAppSelector } from '../../../app/api/hooks';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { selectIsPhone } from '../../../app/api/site';
import { useListAddress, usePageWithinTotal } from '../../../app/postings/useListAddress';
import { positionsApi } from '../positionsApi';
import { PositionDetailDrawer } from './components/PositionDetailDrawer';
import { PositionTable } from './components/PositionTable';
import { positionKind } from './positionDisplay';
import { usePositionActions } from './usePositionActions';

const StyledSearch = styled(SearchBox)<{ $phone: boolean }>`
  width: ${({ $phone }) => ($phone ? '100%' : '360px')};
`;

const StyledCount = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(4)};
`;

/** The 全部 tab's key; the others are postingWorkflow's state codes. */
const ALL = 'all';

/**
 * Route zpzwgl (/zpxx/zpzwgl): the employer's positions at this site by state (with counts), searched
 * by name, newest change first and paged by the server; each row offers only what its state allows,
 * and nothing but 查看 to a user who may only view (招聘信息·查看).
 * `?id=` opens a position's detail (the message centre links there).
 */
export default function PositionManagementScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const navigate = useNavigate();
  const address = useListAddress(POSTING_STATE_CODES);
  const { page, size, state, keyword, openId } = address;
  const [today] = useState(() => chinaDate(Date.now()));

  const list = positionsApi.useListPositionsQuery({
    page,
    size,
    ...(state === '' ? {} : { zt: state }),
    ...(keyword === '' ? {} : { keyword }),
  });
  const current = list.currentData;
  const counts = current?.counts ?? list.data?.counts ?? {};
  usePageWithinTotal(address, current?.total, address.changePage);
  const actions = usePositionActions({
    onRemoved: (id) => {
      if (id === openId) address.closeDetail();
    },
  });

  const records = current?.records ?? [];
  const expiring = records.filter((row) => daysUntilPostingEnds(row.zt, row.jzrq, today) !== null).length;
  const nothingYet =
    current !== undefined && postingTabCount(counts, '') === 0 && keyword === '' && state === '';

  let body;
  if (list.isError) {
    body = <LoadFailure error={list.error} title="职位列表加载失败" onRetry={() => void list.refetch()} />;
  } else if (nothingYet) {
    body = actions.canManage ? (
      <Empty
        description="还没有招聘职位，发布第一个职位吧"
        action={
          <Button variant="primary" onClick={() => void navigate(positionKind.screens.publish)}>
            发布职位
          </Button>
        }
      />
    ) : (
      <Empty description="还没有招聘职位" />
    );
  } else {
    body = (
      <>
        {expiring > 0 && (
          <Callout tone="warning">
            {`以下有 ${expiring} 个职位将在${EXPIRY_WARNING_DAYS}天内截止，到期后学生将看不到；如需继续招聘，请复制为新职位或修改截止日期。`}
          </Callout>
        )}
        <PositionTable
          records={records}
          loading={list.isFetching}
          variant={variant}
          today={today}
          emptyText={keyword === '' ? '该状态下暂无职位' : `没有名称含“${keyword}”的职位`}
          detailLink={address.detailLink}
          actions={actions}
        />
        {current !== undefined && current.total > 0 && (
          <StyledFooter>
            <Pagination
              page={page}
              pageSize={size}
              total={current.total}
              variant={variant}
              showQuickJumper={!isPhone}
              onChange={address.changePage}
            />
          </StyledFooter>
        )}
      </>
    );
  }

  const activeKey = state === '' ? ALL : state;
  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!isPhone && <PageTitle>招聘职位管理</PageTitle>}
        <StyledSearch
          $phone={isPhone}
          value={keyword}
          onSearch={(next) => address.change({ keyword: next })}
          label="职位名称"
          placeholder="搜索职位名称"
          variant={variant}
        />
        {actions.canManage && (
          <Button
            variant="primary"
            size={isPhone ? 'phone' : 'md'}
            block={isPhone}
            icon={<Icon name="plus" />}
            onClick={() => void navigate(positionKind.screens.publish)}
          >
            发布职位
          </Button>
        )}
      </PageHeader>
      <Tabs
        aria-label="职位状态"
        variant={variant}
        activeKey={activeKey}
        onChange={(key) => address.change({ zt: key === ALL ? null : key })}
        items={POSTING_STATE_TABS.map(({ code, label }) => {
          const key = code === '' ? ALL : code;
          return {
            key,
            label: (
              <>
                {label} <StyledCount>{postingTabCount(counts, code)}</StyledCount>
              </>
            ),
            children: key === activeKey ? body : null,
          };
        })}
      />
      {openId !== null && (
        <PositionDetailDrawer
          id={openId}
          onClose={address.closeDetail}
          actions={actions}
          variant={variant}
          today={today}
        />
      )}
      {actions.dialogs}
    </PagePanel>
  );
}
