import { VENUE_KIND_CODES } from '../../../contract/talks';
import { BookedRooms } from '../components/BookedRooms';

/** Route mscdgl (/xjh/mscdgl): the interview rooms booked with the employer's talks. */
export default function InterviewRoomsScreen() {
  return <BookedRooms kind={VENUE_KIND_CODES.interview} title="面试场地管理" />;
}
