import { useNavigate, useSearchParams } from 'react-router-dom';
import { fairBookingWorkflow } from '../../../contract/fairs';
import { Button } from '../../../ui/Button';
import { Descriptions } from '../../../ui/Descriptions';
import { PagePanel } from '../../../ui/PagePanel';
import { Result } from '../../../ui/Result';
import { Spinner } from '../../../ui/Spinner';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { priceLabel } from '../boothMap';
import { CheckInCode } from '../components/CheckInCode';
import { fairsApi } from '../fairsApi';

const PASSED = fairBookingWorkflow.states.passed.code;

/**
 * Route ydzwcg (/zph/ydzwcg?zphid=&ydid=): the booking went in. Says what happens next (the school's
 * review and the message that follows; cancelling up to one working day before) and, once passed, shows
 * the check-in QR code.
 */
export default function BookingSuccessScreen() {
  const phone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const bookingId = search.get('ydid') ?? '';
  const booking = fairsApi.useBookingQuery(bookingId, { skip: bookingId === '' });
  const size = phone ? 'phone' : 'md';
  const actions = (
    <>
      <Button variant="primary" size={size} onClick={() => void navigate('/zph/wdydlb')}>
        查看我的预定
      </Button>
      <Button size={size} onClick={() => void navigate('/zph/zphlb')}>
        返回招聘会列表
      </Button>
    </>
  );

  const body = (() => {
    if (bookingId === '') return <Result status="info" title="没有要显示的预定" extra={actions} />;
    if (booking.isError)
      return (
        <LoadFailure error={booking.error} title="预定信息加载失败" onRetry={() => void booking.refetch()} />
      );
    if (!booking.data) return <Spinner label="加载中" />;
    const data = booking.data;
    const passed = data.zt === PASSED;
    return (
      <Result
        status="success"
        headingLevel={1}
        title={passed ? '展位预定成功' : '展位预定已提交'}
        subtitle={
          passed
            ? `${data.zphmc} · 展位 ${data.zwbh} 已确认。招聘会当天凭签到二维码入场签到。`
            : `${data.zphmc} · 展位 ${data.zwbh} 已提交学校审核，审核结果将通过消息中心通知您；审核期间展位为贵单位保留。`
        }
        extra={actions}
      />
    );
  })();

  return (
    <PagePanel variant={phone ? 'phone' : 'desktop'}>
      {body}
      {booking.data && (
        <>
          <Descriptions
            columns={phone ? 1 : 2}
            items={[
              { key: 'fair', label: '招聘会', children: booking.data.zphmc },
              { key: 'date', label: '举办日期', children: booking.data.jbrq },
              { key: 'booth', label: '展位', children: `${booking.data.hcmc} ${booking.data.zwbh}` },
              { key: 'fee', label: '展位费用', children: priceLabel(booking.data.fy) },
              { key: 'state', label: '状态', children: booking.data.ztmc },
              {
                key: 'cancel',
                label: '取消预定',
                children: booking.data.kqx
                  ? '可在“我的预定”中取消（招聘会前一个工作日截止）'
                  : booking.data.bkqxyy || '—',
              },
            ]}
          />
          <CheckInCode booking={booking.data} />
        </>
      )}
    </PagePanel>
  );
}
