import { useParams } from 'react-router-dom';
import type { Entrant } from '../../../contract/entrants';
import { fairBookingWorkflow } from '../../../contract/fairs';
import { Callout } from '../../../ui/Callout';
import { Descriptions } from '../../../ui/Descriptions';
import { Section } from '../../../ui/Section';
import { Table } from '../../../ui/Table';
import { optionalReason } from '../../../app/review/reviewActions';
import { ReviewScreen } from '../../../app/review/ReviewScreen';
import { fairAdminApi } from '../fairAdminApi';
import { FAIR_BOOKING_PAGE } from '../fairAdminPages';
import {
  SCHOOL_BOOKING_ACTIONS,
  bookingStateDisplay,
  boothText,
  invoiceLines,
  minuteText,
  yuanText,
  type SchoolBooking,
} from '../fairAdminRules';

type Variant = 'desktop' | 'phone';

function BookingFields({ booking, variant }: { booking: SchoolBooking; variant: Variant }) {
  return (
    <Descriptions
      variant={variant}
      columns={{ desktop: 2, phone: 1 }}
      items={[
        { key: 'dwmc', label: '单位名称', children: booking.dwmc },
        { key: 'zphmc', label: '招聘会', children: booking.zphmc },
        { key: 'jbrq', label: '举办日期', children: booking.jbrq },
        { key: 'zw', label: '展位', children: boothText(booking) },
        { key: 'tjsj', label: '提交时间', children: minuteText(booking.tjsj) },
        { key: 'glgg', label: '关联公告', children: booking.glggmc || '未关联公告' },
        {
          key: 'qd',
          label: '签到',
          children: booking.qdzt === '1' ? `已签到（${minuteText(booking.qdsj)}）` : '未签到',
        },
      ]}
    />
  );
}

function InvoiceSection({ booking, variant }: { booking: SchoolBooking; variant: Variant }) {
  const lines = invoiceLines(booking.fpxx);
  return (
    <Section title="费用与发票" headingLevel={3}>
      {lines.length === 0 ? (
        <Callout tone="info">
          {booking.fy === 0
            ? '该展位免费，无需开票。'
            : `展位费用 ${yuanText(booking.fy)}，单位未提供发票信息。`}
        </Callout>
      ) : (
        <Descriptions
          variant={variant}
          columns={{ desktop: 2, phone: 1 }}
          items={[
            { key: 'fy', label: '展位费用', children: yuanText(booking.fy) },
            ...lines.map((line) => ({ key: line.label, label: line.label, children: line.value })),
          ]}
        />
      )}
    </Section>
  );
}

function EntrantTable({ entrants, variant }: { entrants: readonly Entrant[]; variant: Variant }) {
  return (
    <Table
      aria-label="参会人员"
      columns={[
        { key: 'name', title: '姓名', dataIndex: 'name' },
        { key: 'idCard', title: '身份证号', dataIndex: 'idCard' },
        { key: 'mobile', title: '手机号码', dataIndex: 'mobile' },
      ]}
      data={entrants}
      rowKey="idCard"
      emptyText="未填报参会人员"
      variant={variant}
      phoneCards
    />
  );
}

/**
 * /mgrpage/zphyd/{id}: a fair booth booking exactly as submitted (the fair, the booth, the fee and
 * invoice, the attendees), its history, and the school's decision its state allows: 通过, 驳回 with a
 * reason (the booth is free again), 要求修改 with a reason (the booth stays held while the employer edits).
 */
export default function FairBookingReviewScreen() {
  const { id = '' } = useParams();
  const detail = fairAdminApi.useSchoolFairBookingQuery(id);
  const [review] = fairAdminApi.useReviewFairBookingMutation();
  return (
    <ReviewScreen
      data-ui="fair-booking-review"
      texts={{
        noun: '展位预订',
        loading: '展位预订信息加载中',
        missing: '展位预订不存在',
        failed: '展位预订信息加载失败',
      }}
      queuePath={FAIR_BOOKING_PAGE}
      detail={detail}
      table={fairBookingWorkflow}
      handled={SCHOOL_BOOKING_ACTIONS}
      perform={(booking, action, reason) =>
        review({ id: booking.id, action, ...optionalReason(reason) }).unwrap()
      }
      stateDisplay={bookingStateDisplay}
      loadingRows={8}
      heading={(booking) => ({ title: booking.dwmc, name: booking.dwmc })}
    >
      {(booking, variant) => (
        <>
          <Section title="预订信息" headingLevel={3}>
            <BookingFields booking={booking} variant={variant} />
          </Section>
          <InvoiceSection booking={booking} variant={variant} />
          <Section title="参会人员" headingLevel={3}>
            <EntrantTable entrants={booking.entrants} variant={variant} />
          </Section>
        </>
      )}
    </ReviewScreen>
  );
}
