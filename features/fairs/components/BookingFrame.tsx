import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  EDITABLE_BOOKING_STATES,
  type FairBookingDetail,
  type FairDetailResult,
} from '../../../contract/fairs';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Empty } from '../../../ui/Empty';
import { PageHeader, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Spinner } from '../../../ui/Spinner';
import { Steps } from '../../../ui/Steps';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { BOOKING_STEP_TITLES, bookingSteps, stepAddress, type BookingStep } from '../bookingFlow';
import { bookingStateOf } from '../bookingDisplay';
import { fairsApi, type Timed } from '../fairsApi';
import { useServerNow } from '../useServerNow';
import { Countdown } from './Countdown';

export type BookingStepContext = {
  booking: Timed<FairBookingDetail>;
  fair: Timed<FairDetailResult>;
  phone: boolean;
  /** The server's time now. */
  now: number;
};

/**
 * The frame of the invoice and attendees steps (?zphid=&ydid=): the booking and its fair loaded, the
 * steps that apply, the hold counting down by the server's clock; a booking that can no longer be
 * edited (submitted, released, run out) says so instead of the form.
 */
export function BookingFrame({
  step,
  title,
  children,
}: {
  step: BookingStep;
  title: string;
  children: (context: BookingStepContext) => ReactNode;
}) {
  const phone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fairId = search.get('zphid') ?? '';
  const bookingId = search.get('ydid') ?? '';
  const booking = fairsApi.useBookingQuery(bookingId, { skip: bookingId === '' });
  const fair = fairsApi.useFairDetailQuery(fairId, { skip: fairId === '' });
  const now = useServerNow(booking.data);
  const variant = phone ? 'phone' : 'desktop';

  const body = (() => {
    if (bookingId === '' || fairId === '')
      return (
        <Empty
          description="请先在展位图中选择并锁定一个展位。"
          action={<Button onClick={() => void navigate('/zph/zphlb')}>去招聘会列表</Button>}
        />
      );
    const failed = booking.error ?? fair.error;
    if (failed !== undefined)
      return (
        <LoadFailure
          error={failed}
          title="预定信息加载失败"
          onRetry={() => {
            void booking.refetch();
            void fair.refetch();
          }}
          missing={{ title: '预定记录不存在', subtitle: '该预定不存在或不属于贵单位。' }}
        />
      );
    if (!booking.data || !fair.data || now === null) return <Spinner label="加载中" />;
    const state = bookingStateOf(booking.data.zt);
    const editable = state !== undefined && EDITABLE_BOOKING_STATES.includes(state);
    const holdLeft = booking.data.sdjzsjms - now;
    if (!editable || (state === 'held' && holdLeft <= 0))
      return (
        <Callout tone="warning" title={`该预定当前为“${booking.data.ztmc}”，不能再修改`} announce>
          {state === 'held'
            ? '展位锁定已超时并自动释放，请回到展位图重新选择。'
            : '可在“我的预定”中查看进度。'}
          <div>
            <Button variant="link" onClick={() => void navigate(stepAddress('ydzw', { fairId }))}>
              回到展位图
            </Button>
            <Button variant="link" onClick={() => void navigate('/zph/wdydlb')}>
              我的预定
            </Button>
          </div>
        </Callout>
      );
    return (
      <>
        {state === 'held' ? (
          <Callout tone="info" title={`展位 ${booking.data.zwbh} 已为您锁定`}>
            <Countdown label="请在锁定时间内提交，剩余" msLeft={holdLeft} />
          </Callout>
        ) : (
          booking.data.yy && (
            <Callout tone="warning" title="学校要求修改">
              {booking.data.yy}
            </Callout>
          )
        )}
        {children({ booking: booking.data, fair: fair.data, phone, now })}
      </>
    );
  })();

  const steps = bookingSteps(booking.data?.fy ?? 0);
  return (
    <PagePanel variant={variant}>
      <PageHeader>{!phone && <PageTitle>{title}</PageTitle>}</PageHeader>
      {booking.data && (
        <Steps
          aria-label="展位预定步骤"
          variant={variant}
          current={steps.indexOf(step)}
          items={steps.map((each) => ({ title: BOOKING_STEP_TITLES[each] }))}
        />
      )}
      {body}
    </PagePanel>
  );
}
