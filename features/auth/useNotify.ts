import { message } from '../../ui/Message';
import { notice } from '../../ui/Notice';
import { useAppSelector } from '../../app/api/hooks';
import { selectIsPhone } from '../../app/api/site';

/** Short confirmations: a toast on desktop, a notice bar on phones (spec section 8). */
export function useNotify() {
  return useAppSelector(selectIsPhone) ? notice : message;
}
