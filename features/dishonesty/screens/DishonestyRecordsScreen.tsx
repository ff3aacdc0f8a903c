import type { DishonestyRecord } from '../../../contract/dishonesty';
import { suspendedMessage, suspensionRuleOf, suspensionRuleText } from '../../../contract/dishonesty';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Drawer } from '../../../ui/Drawer';
import { Empty } from '../../../ui/Empty';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { Table, type TableColumn } from '../../../ui/Table';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { useListAddress } from '../../../app/postings/useListAddress';
import { recordTone } from '../appealRules';
import { RecordDetail } from '../components/RecordDetail';
import { dishonestyApi } from '../dishonestyApi';

/**
 * Route xzbcxjl (/zhgl/xzbcxjl): the employer's campus-recruitment dishonesty records at this site
 * (rule, fair, date, expiry, effect), the site's suspension rule, the booking suspension they cause
 * and until when, each record's detail with its appeals and the school's answers, and an appeal with
 * a reason and evidence.
 */
export default function DishonestyRecordsScreen() {
  const phone = useAppSelector(selectIsPhone);
  const address = useListAddress([]);
  const list = dishonestyApi.useDishonestyRecordsQuery({ page: address.page, size: address.size });
  const variant = phone ? 'phone' : 'desktop';
  const records = list.data?.records ?? [];
  // The site's own rule, as the server applies it (stated once the list has brought it).
  const rule = list.data ? suspensionRuleText(suspensionRuleOf(list.data.gz)) : null;
  const open = (record: DishonestyRecord) => (
    <Button
      variant="link"
      size={phone ? 'md' : 'sm'}
      aria-label={`查看与申诉 ${record.gzmc} ${record.wgrq}`}
      onClick={() => address.change({ id: record.id })}
    >
      查看与申诉
    </Button>
  );
  const columns: TableColumn<DishonestyRecord>[] = [
    { key: 'gzmc', title: '违规事项', dataIndex: 'gzmc', hideInCards: true },
    { key: 'dxmc', title: '相关活动', dataIndex: 'dxmc' },
    { key: 'wgrq', title: '违规日期', dataIndex: 'wgrq' },
    { key: 'yxqz', title: '有效期至', dataIndex: 'yxqz' },
    {
      key: 'zt',
      title: '状态',
      render: (record) => <StatusBadge tone={recordTone(record.zt)}>{record.ztmc}</StatusBadge>,
    },
    { key: 'yx', title: '影响', render: (record) => record.yx || '—' },
    { key: 'actions', title: '操作', hideInCards: true, render: open },
  ];

  return (
    <PagePanel variant={variant}>
      <PageHeader>{!phone && <PageTitle>校招不诚信记录</PageTitle>}</PageHeader>
      <PageNote>
        {`预定招聘会展位后未到场等行为将记入不诚信记录${rule === null ? '' : `；本站${rule}`}。对记录有异议可提交申诉。`}
      </PageNote>
      {list.data?.tjyd && (
        <Callout tone="error" title="预订已暂停">
          {suspendedMessage(list.data.tjyd.jsrq)}
        </Callout>
      )}
      {list.isError ? (
        <LoadFailure error={list.error} title="不诚信记录加载失败" onRetry={() => void list.refetch()} />
      ) : list.isSuccess && records.length === 0 ? (
        <Empty description="贵单位在本站没有不诚信记录。" />
      ) : (
        <>
          <Table
            columns={columns}
            data={records}
            rowKey="id"
            caption="校招不诚信记录"
            captionHidden
            loading={list.isFetching}
            variant={variant}
            phoneCards
            minWidth={820}
            cardTitle={(record) => record.gzmc}
            cardActions={open}
          />
          <Pagination
            page={address.page}
            pageSize={address.size}
            total={list.data?.total ?? 0}
            variant={variant}
            onChange={address.changePage}
          />
        </>
      )}
      <Drawer
        open={address.openId !== null}
        onClose={address.closeDetail}
        title="记录详情"
        placement={phone ? 'bottom' : 'right'}
        size={phone ? '90vh' : '560px'}
      >
        {address.openId !== null && <RecordDetail id={address.openId} phone={phone} />}
      </Drawer>
    </PagePanel>
  );
}
