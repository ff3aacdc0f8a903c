import { Descriptions } from '../../../ui/Descriptions';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';
import { Spinner } from '../../../ui/Spinner';
import { Timeline } from '../../../ui/Timeline';
import { historyTimelineItems } from '../../../app/review/reviewDisplay';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { invoiceKindLabel } from '../../../contract/invoices';
import { priceLabel } from '../boothMap';
import { fairsApi } from '../fairsApi';
import { CheckInCode } from './CheckInCode';

/** One of my bookings in full: booth, invoice, attendees, announcement, the QR code once passed, its history. */
export function BookingDetail({ id, phone }: { id: string; phone: boolean }) {
  const booking = fairsApi.useBookingQuery(id);
  if (booking.isError)
    return (
      <LoadFailure
        error={booking.error}
        title="预定信息加载失败"
        onRetry={() => void booking.refetch()}
        headingLevel={3}
      />
    );
  if (!booking.data) return <Spinner label="加载中" />;
  const data = booking.data;
  const columns = phone ? 1 : 2;
  return (
    <>
      <Descriptions
        columns={columns}
        items={[
          { key: 'fair', label: '招聘会', children: data.zphmc },
          { key: 'date', label: '举办日期', children: data.jbrq },
          { key: 'booth', label: '展位', children: `${data.hcmc} ${data.zwbh}` },
          { key: 'fee', label: '展位费用', children: priceLabel(data.fy) },
          { key: 'state', label: '状态', children: data.ztmc },
          { key: 'checkin', label: '签到', children: data.qdzt === '1' ? `已签到 ${data.qdsj}` : '未签到' },
          {
            key: 'invoice',
            label: '发票',
            children:
              data.fpxx === null ? '无需开票' : `${invoiceKindLabel(data.fpxx.fplx)} · ${data.fpxx.fptt}`,
          },
          { key: 'announcement', label: '关联招聘公告', children: data.glggmc || '—' },
        ]}
      />
      <CheckInCode booking={data} />
      <Section title="参会人员" headingLevel={3}>
        {data.entrants.length === 0 ? (
          <Empty description="尚未填报参会人员" />
        ) : (
          <ul>
            {data.entrants.map((entrant) => (
              <li key={entrant.idCard}>{`${entrant.name} · ${entrant.idCard} · ${entrant.mobile}`}</li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="办理记录" headingLevel={3}>
        <Timeline aria-label="办理记录" items={historyTimelineItems(data.history)} />
      </Section>
    </>
  );
}
