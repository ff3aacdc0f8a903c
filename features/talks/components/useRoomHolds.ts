import { useState } from 'react';
import {
  ROOM_TAKEN_CODE,
  TALK_CLAIMS_EVENT,
  talkPaths,
  type VenueAvailability,
} from '../../../contract/talks';
import { useLiveEvents } from '../../../app/api/liveEvents';
import { refusalOf } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { talksApi } from '../talksApi';

/**
 * Holding and releasing rooms of one talk on one date, with the availability kept fresh: every claim
 * of the site on that date reaches this screen as a live event and the list is read again, so a room
 * another employer takes shows taken within moments. A hold refused because the room was just taken
 * says so and shows the list as it now stands.
 */
export function useRoomHolds({
  talkId,
  date,
  kind,
  refetch,
}: {
  talkId: string;
  date: string | null;
  kind: string;
  refetch: () => void;
}) {
  const notify = useNotify();
  const [hold] = talksApi.useHoldRoomMutation();
  const [release] = talksApi.useReleaseRoomMutation();
  const [busyVenue, setBusyVenue] = useState<string | null>(null);

  const live = useLiveEvents(
    date === null ? null : `${talkPaths.availabilityEvents}?rq=${encodeURIComponent(date)}`,
    (message) => {
      if (message.name === TALK_CLAIMS_EVENT || message.name === 'reset') refetch();
    },
  );

  return {
    live,
    busyVenue,
    hold: async (venue: VenueAvailability, slot: string) => {
      if (date === null) return;
      setBusyVenue(venue.cdid);
      try {
        await hold({ id: talkId, cdlx: kind, cdid: venue.cdid, rq: date, sd: slot }).unwrap();
        notify.success(`已为您保留“${venue.cdmc}”10分钟，请在保留期内提交申请`);
      } catch (error) {
        const refusal = refusalOf(error);
        notify.error(refusal.message);
        if (refusal.code === ROOM_TAKEN_CODE) refetch();
      } finally {
        setBusyVenue(null);
      }
    },
    release: async (roomId: string, venue: VenueAvailability) => {
      setBusyVenue(venue.cdid);
      try {
        await release({ id: roomId, talkId }).unwrap();
        notify.success(`已释放“${venue.cdmc}”`);
      } catch (error) {
        notify.error(refusalOf(error).message);
      } finally {
        setBusyVenue(null);
      }
    },
  };
}
