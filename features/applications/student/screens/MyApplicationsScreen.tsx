import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../../ui/Tabs';
import { useAppSelector } from '../../../../app/api/hooks';
import { selectIsPhone } from '../../../../app/api/site';
import { searchWith } from '../../../../app/review/listSearch';
import { INVITATIONS_TAB, tabOf } from '../applicationDisplay';
import { ApplicationDetailDrawer } from '../components/ApplicationDetailDrawer';
import { ApplicationList } from '../components/ApplicationList';
import { InvitationList } from '../components/InvitationList';
import { withOpenApplication } from '../studentLinks';

/**
 * 我的申请 (/wdsq): my applications with their state (?zt=), each one's detail, history and interview
 * beside the list (?id=: messages link there), and the employers' invitations (?tab=yq).
 */
export default function MyApplicationsScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const openId = search.get('id');
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  return (
    <div data-ui="student-applications">
      <Tabs
        aria-label="我的申请与邀请"
        variant={variant}
        activeKey={tab}
        // Another tab lists other things: its own page and filters.
        onChange={(key) =>
          setSearch(key === INVITATIONS_TAB ? new URLSearchParams({ tab: key }) : new URLSearchParams())
        }
        items={[
          {
            key: 'sq',
            label: '我的申请',
            children:
              tab === 'sq' ? <ApplicationList search={search} onChange={change} variant={variant} /> : null,
          },
          {
            key: INVITATIONS_TAB,
            label: '用人单位邀请',
            children:
              tab === INVITATIONS_TAB ? (
                <InvitationList search={search} onChange={change} variant={variant} />
              ) : null,
          },
        ]}
      />
      {openId !== null && (
        <ApplicationDetailDrawer
          id={openId}
          variant={variant}
          // Closing keeps the page and filters (searchWith would go back to page 1).
          onClose={() => setSearch(new URLSearchParams(withOpenApplication(search, null)), { replace: true })}
        />
      )}
    </div>
  );
}
