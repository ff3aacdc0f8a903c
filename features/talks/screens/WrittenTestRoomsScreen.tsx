import { VENUE_KIND_CODES } from '../../../contract/talks';
import { BookedRooms } from '../components/BookedRooms';

/** Route bscdgl (/xjh/bscdgl): the written-test rooms booked with the employer's talks. */
export default function WrittenTestRoomsScreen() {
  return <BookedRooms kind={VENUE_KIND_CODES.written} title="笔试场地管理" />;
}
