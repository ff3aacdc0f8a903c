import { useState } from 'react';
import styled from 'styled-components';
import { Empty } from '../../../ui/Empty';
import { Pagination } from '../../../ui/Pagination';
import { Section } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { Timeline } from '../../../ui/Timeline';
import { space } from '../../../ui/theme';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { profileApi } from './profileApi';

const PAGE_SIZE = 10;

const StyledChanges = styled.ul`
  display: grid;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    overflow-wrap: anywhere;
  }
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${space(3)};
`;

/** 修改记录: what each save changed (old → new), who and when, newest first, a page at a time. */
export function ProfileHistory({ variant }: { variant: 'desktop' | 'phone' }) {
  const [page, setPage] = useState(1);
  const history = profileApi.useProfileHistoryQuery({ page, size: PAGE_SIZE });
  const records = history.data?.records ?? [];
  const total = history.data?.total ?? 0;
  return (
    <Section title="修改记录" headingLevel={2} busy={history.isFetching}>
      {history.isLoading ? (
        <Skeleton rows={3} label="修改记录加载中" />
      ) : history.isError ? (
        <LoadFailure
          error={history.error}
          title="修改记录加载失败"
          headingLevel={3}
          onRetry={() => void history.refetch()}
        />
      ) : records.length === 0 ? (
        <Empty compact description="暂无修改记录" />
      ) : (
        <StyledBody>
          <Timeline
            aria-label="修改记录"
            items={records.map((record) => ({
              key: record.id,
              title: record.bz || '修改单位信息',
              meta: `${record.czr} · ${record.czsj}`,
              children: (
                <StyledChanges>
                  {record.bgnr.map((change) => (
                    <li key={change.zdmc}>{`${change.zdmc}：${change.yz} → ${change.xz}`}</li>
                  ))}
                </StyledChanges>
              ),
            }))}
          />
          {total > PAGE_SIZE && (
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={total}
              variant={variant}
              aria-label="修改记录分页"
              onChange={(next) => setPage(next)}
            />
          )}
        </StyledBody>
      )}
    </Section>
  );
}
