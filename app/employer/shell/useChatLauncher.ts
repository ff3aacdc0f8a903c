import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../api/hooks';
import { loginPathFor } from '../guard/steps/entryLogin';
import { resolveSchoolCode } from '../../site/schoolCode';
import { selectEmployerToken } from '../../session/employerSessionSlice';
import { selectChatPath } from '../../site/siteSlice';
import { CHAT_WINDOW_FEATURES, CHAT_WINDOW_NAME, LOGIN_REQUIRED_DIALOG, chatClick } from './chatRules';

/** What pressing the chat button (or the header's unread count) does (spec section 4). */
export function useChatLauncher(): () => void {
  const token = useAppSelector(selectEmployerToken);
  const chatPath = useAppSelector(selectChatPath);
  const xxdm = useAppSelector(resolveSchoolCode);
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const click = chatClick(token, chatPath);
    if (click.type === 'open') {
      window.open(click.url, CHAT_WINDOW_NAME, CHAT_WINDOW_FEATURES);
      return;
    }
    // The dialog code is loaded on this rare path only, keeping it off the home's first load.
    void import('../../../ui/Modal')
      .then(({ modal }) => modal.confirm(LOGIN_REQUIRED_DIALOG))
      .then((ok) => {
        if (ok) void navigate(loginPathFor(xxdm, `${location.pathname}${location.search}${location.hash}`));
      });
  };
}
