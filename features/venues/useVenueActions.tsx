import { useState } from 'react';
import type { Venue } from '../../contract/talks';
import { modal } from '../../ui/Modal';
import { refusalOf } from '../../app/api/refusal';
import { useNotify } from '../../app/api/useNotify';
import { switchedDraft } from './venueForm';
import { venuesApi } from './venuesApi';

export type VenueAction = 'edit' | 'disable' | 'enable' | 'remove';

export const VENUE_ACTION_LABELS: Readonly<Record<VenueAction, string>> = {
  edit: '编辑',
  disable: '停用',
  enable: '启用',
  remove: '删除',
};

/** What staff may do to a venue: edit it, switch it off or on, remove it. */
export function venueActions(venue: Venue): VenueAction[] {
  return ['edit', venue.qy ? 'disable' : 'enable', 'remove'];
}

export type VenueActions = {
  run: (action: VenueAction, venue: Venue) => Promise<void>;
  busy: { id: string; action: VenueAction } | null;
};

/**
 * 编辑 opens the form (`onEdit`); 停用 after a confirmation saying bookings stay, 启用 at once (both
 * save the venue with qy changed); 删除 after a confirmation: the server removes a venue never booked
 * and disables one with bookings, and says which.
 */
export function useVenueActions(onEdit: (venue: Venue) => void): VenueActions {
  const notify = useNotify();
  const [save] = venuesApi.useSaveVenueMutation();
  const [remove] = venuesApi.useRemoveVenueMutation();
  const [busy, setBusy] = useState<VenueActions['busy']>(null);

  const call = async (action: VenueAction, venue: Venue, request: () => Promise<string>) => {
    setBusy({ id: venue.id, action });
    try {
      notify.success(await request());
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  const switchTo = (venue: Venue, qy: boolean) => async () => {
    await save(switchedDraft(venue, qy)).unwrap();
    return qy ? `已启用“${venue.cdmc}”` : `已停用“${venue.cdmc}”`;
  };

  const run = async (action: VenueAction, venue: Venue) => {
    if (action === 'edit') onEdit(venue);
    else if (action === 'enable') await call(action, venue, switchTo(venue, true));
    else if (action === 'disable') {
      const confirmed = await modal.confirm({
        title: `停用场地“${venue.cdmc}”？`,
        content: '停用后单位不能再预约该场地；已提交和已通过的预约不受影响。',
        okText: '停用',
      });
      if (confirmed) await call(action, venue, switchTo(venue, false));
    } else {
      const confirmed = await modal.confirm({
        title: `删除场地“${venue.cdmc}”？`,
        content: '从未被预约的场地将被删除；已有预约记录的场地将改为停用，以保留预约记录。',
        okText: '删除',
      });
      if (confirmed)
        await call(action, venue, async () => (await remove({ id: venue.id }).unwrap()) || '已删除');
    }
  };
  return { run, busy };
}
