import styled from 'styled-components';
import { consolePages } from '../../../contract/console';
import { PROFILE_CHANGE_PAGE } from '../../../contract/employerProfile';
import { Link } from '../../../ui/Link';
import { color, fontSize, fontWeight, radius, space } from '../../../ui/theme';

const StyledSwitch = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${space(4)};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    font-size: ${fontSize.md};
    color: ${color.text};
    text-decoration: none;
    background: ${color.background};
  }

  & a[aria-current='page'] {
    border-color: ${color.primary};
    color: ${color.primaryText};
    font-weight: ${fontWeight.medium};
  }
`;

const QUEUES = [
  { key: 'registrations', path: consolePages.employers, label: '注册审核' },
  { key: 'changes', path: PROFILE_CHANGE_PAGE, label: '信息变更审核' },
] as const;

/** The employer queue's two parts: registrations and changes of name, credit code or licence. */
export function EmployerQueueSwitch({ current }: { current: (typeof QUEUES)[number]['key'] }) {
  return (
    <StyledSwitch aria-label="单位审核类别" data-ui="employer-queue-switch">
      {QUEUES.map((queue) => (
        <Link
          key={queue.key}
          to={queue.path}
          underline="hover"
          aria-current={queue.key === current ? 'page' : undefined}
        >
          {queue.label}
        </Link>
      ))}
    </StyledSwitch>
  );
}
