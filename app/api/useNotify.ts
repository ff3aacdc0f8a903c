import { message } from '../../ui/Message';
import { notice } from '../../ui/Notice';
import { useAppSelector } from './hooks';
import { selectIsPhone } from './site';

/** Short confirmations: a toast on desktop, a notice bar on phones (spec section 8). */
export function useNotify() {
  return useAppSelector(selectIsPhone) ? notice : message;
}
