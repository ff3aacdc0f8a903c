import { useState } from 'react';
import styled from 'styled-components';
import { ACCESS_KIND_LABELS, type AccessLogEntry } from '../../../../contract/applications';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/paging';
import { Pagination } from '../../../../ui/Pagination';
import { Section } from '../../../../ui/Section';
import { Table, type TableColumn } from '../../../../ui/Table';
import { color, fontSize, space } from '../../../../ui/theme';
import { LoadFailure } from '../../../../app/postings/LoadFailure';
import { employerApplicationsApi } from '../../employerApi';

const StyledIntro = styled.p`
  margin: 0 0 ${space(3)};
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(3)};
`;

const COLUMNS: TableColumn<AccessLogEntry>[] = [
  { key: 'czsj', title: '时间', dataIndex: 'czsj', width: '180px' },
  { key: 'czr', title: '操作人', dataIndex: 'czr' },
  { key: 'lx', title: '操作', render: (row) => ACCESS_KIND_LABELS[row.lx] },
  {
    key: 'sl',
    title: '涉及简历',
    render: (row) => (row.lx === 'export' ? `${row.sl} 份` : `申请 ${row.sqids.join('、')}`),
  },
];

/**
 * 访问记录 (PIPL accountability): who of the employer's users viewed, downloaded or exported students'
 * personal information, newest first. The main account's only: the screen shows it to nobody else.
 */
export function AccessLogSection({ variant }: { variant: 'desktop' | 'phone' }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const log = employerApplicationsApi.useAccessLogQuery({ page, size });
  return (
    <Section title="访问记录" busy={log.isFetching}>
      <StyledIntro>本单位账号查看简历、下载附件简历和导出简历列表的记录，仅主账号可见。</StyledIntro>
      {log.isError ? (
        <LoadFailure
          error={log.error}
          title="访问记录加载失败"
          onRetry={() => void log.refetch()}
          headingLevel={3}
        />
      ) : (
        <>
          <Table
            columns={COLUMNS}
            data={log.data?.records ?? []}
            rowKey="id"
            caption="访问记录"
            captionHidden
            loading={log.isFetching}
            emptyText="暂无访问记录"
            variant={variant}
            phoneCards
          />
          {log.data !== undefined && log.data.total > 0 && (
            <StyledFooter>
              <Pagination
                aria-label="访问记录分页"
                page={page}
                pageSize={size}
                total={log.data.total}
                variant={variant}
                onChange={(nextPage, nextSize) => {
                  setPage(nextPage);
                  setSize(nextSize);
                }}
              />
            </StyledFooter>
          )}
        </>
      )}
    </Section>
  );
}
