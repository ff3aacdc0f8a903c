import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/Icon';
import type { NavItem } from '../../../ui/Layout';
import type { NavGroup } from '../routes/navTree';
import type { NavSectionKey } from '../routes/routeTable';

const SECTION_ICONS: Record<NavSectionKey, IconName> = {
  dwsy: 'home',
  zpxx: 'file',
  jlgl: 'user',
  xjh: 'calendar',
  zph: 'clock',
  qyzx: 'edit',
  zhgl: 'menu',
  xzdhy: 'info',
};

function sectionIcon(key: NavSectionKey): ReactNode {
  return <Icon name={SECTION_ICONS[key]} />;
}

/** The side navigation's items: one group per section; a section of one page is a plain link. */
export function toSideNavItems(tree: readonly NavGroup[]): NavItem[] {
  return tree
    .filter((group) => group.items.length > 0)
    .map((group) => {
      const [only] = group.items;
      if (group.items.length === 1 && only)
        return { key: only.name, label: group.title, icon: sectionIcon(group.key), href: only.path };
      return {
        key: group.key,
        label: group.title,
        icon: sectionIcon(group.key),
        children: group.items.map((item) => ({ key: item.name, label: item.title, href: item.path })),
      };
    });
}

/** The navigation's last entry, 问题反馈: not a page but the feedback dialog over the current one. */
export function withFeedbackEntry(items: readonly NavItem[], openFeedback: () => void): NavItem[] {
  return [
    ...items,
    { key: 'feedbackDialog', label: '问题反馈', icon: <Icon name="message" />, onSelect: openFeedback },
  ];
}
