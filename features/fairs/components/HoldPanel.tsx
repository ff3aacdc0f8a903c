import styled from 'styled-components';
import type { FairBookingSummary } from '../../../contract/fairs';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { space } from '../../../ui/theme';
import { BOOTH_KIND_LABELS, priceLabel } from '../boothMap';
import { boothKindOf } from '../fairModel';
import { Countdown } from './Countdown';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;

export type HoldPanelProps = {
  booking: FairBookingSummary;
  /** The server's time now (ms). */
  now: number;
  phone: boolean;
  releasing: boolean;
  onContinue: () => void;
  onRelease: () => void;
};

/** The booth held for me: which, until when (counting down by the server's clock), go on or give it back. */
export function HoldPanel({ booking, now, phone, releasing, onContinue, onRelease }: HoldPanelProps) {
  const left = booking.sdjzsjms - now;
  const size = phone ? 'phone' : 'md';
  if (left <= 0)
    return (
      <Callout tone="warning" title="展位锁定已超时" announce>
        {`展位 ${booking.zwbh} 的锁定已超时并自动释放，请重新选择展位。`}
      </Callout>
    );
  return (
    <Callout tone="info" title={`已为您锁定展位 ${booking.zwbh}`} announce>
      <div>
        {`${booking.hcmc} · ${BOOTH_KIND_LABELS[boothKindOf(booking.zwlx)]} · ${priceLabel(booking.fy)}。`}
        <Countdown label="请在锁定时间内完成填写并提交，剩余" msLeft={left} />
      </div>
      <StyledActions>
        <Button variant="primary" size={size} onClick={onContinue}>
          继续填写
        </Button>
        <Button size={size} loading={releasing} onClick={onRelease}>
          释放展位
        </Button>
      </StyledActions>
    </Callout>
  );
}
