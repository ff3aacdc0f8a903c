import styled from 'styled-components';
import type { FairBookingDetail } from '../../../contract/fairs';
import { color, fontSize, space } from '../../../ui/theme';

/** Inset like the sections around it, so the box never meets the drawer's edge or the fields above. */
const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  box-sizing: border-box;
  max-width: 100%;
  margin: ${space(4)};
  padding: ${space(4)};
  border: 1px solid ${color.border};
  background: ${color.background};
`;

const StyledCaption = styled.figcaption`
  overflow-wrap: anywhere;
  text-align: center;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

/** The check-in QR code of a passed booking, which staff scan at the fair's door. */
export function CheckInCode({ booking }: { booking: Pick<FairBookingDetail, 'qdewm' | 'qdlm' | 'zwbh'> }) {
  if (booking.qdewm === '') return null;
  return (
    <StyledFigure>
      <img src={booking.qdewm} alt={`展位 ${booking.zwbh} 签到二维码`} width={180} height={180} />
      <StyledCaption>{`招聘会当天请向工作人员出示此二维码签到（签到码 ${booking.qdlm}）`}</StyledCaption>
    </StyledFigure>
  );
}
