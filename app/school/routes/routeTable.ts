import type { ComponentType } from 'react';
import { CONSOLE_NAME, consolePages } from '../../../contract/console';
import { PROFILE_CHANGE_PAGE } from '../../../contract/employerProfile';
import {
  FAIR_BOOKING_PAGE,
  FAIR_CHECK_IN_PAGE,
  FAIR_LIST_PAGE,
  FAIR_NO_SHOW_PAGE,
  NEW_FAIR_PAGE,
} from '../../../features/fairAdmin/fairAdminPages';
import {
  BANNERS_PAGE,
  LOOK_PAGE,
  NEW_NOTICE_PAGE,
  NOTICES_PAGE,
} from '../../../features/siteContent/siteContentPages';
import { APPEAL_QUEUE_PAGE } from '../../../features/dishonestyAdmin/appealAdminPages';
import type { IconName } from '../../../ui/Icon';

/** A screen module: each screen is its own lazily loaded chunk with a default-exported component. */
export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export type ConsoleRouteNode = {
  /** The route's name (handle, chunk name, tests). */
  name: string;
  /** Absolute for top-level routes, relative to the shell for its children; '' is the shell's index. */
  path: string;
  /** Page title: the shell's heading, the phone top bar and the browser tab. */
  title: string;
  /** In the side navigation and the phone tab bar, with this icon (and this shorter tab label). */
  nav?: { icon: IconName; tab: string };
  /** The navigation item a detail page belongs to (its queue). */
  navOf?: string;
  screen: ScreenLoader;
  children?: readonly ConsoleRouteNode[];
};

const relative = (page: string) => page.replace(/^\//, '');

/**
 * The console's pages under /mgrpage (contract/console.ts consolePages): the login, and the shell
 * holding the home, the three review queues with their items, and the site settings.
 */
export const consoleRouteTable = [
  {
    name: 'login',
    path: consolePages.login,
    title: '管理员登录',
    screen: () => import('../../../features/console/screens/ConsoleLoginScreen'),
  },
  {
    name: 'shell',
    path: consolePages.home,
    title: CONSOLE_NAME,
    screen: () => import('../shell/ConsoleShell'),
    children: [
      {
        name: 'home',
        path: '',
        title: '首页',
        nav: { icon: 'home', tab: '首页' },
        screen: () => import('../../../features/console/screens/ConsoleHomeScreen'),
      },
      {
        name: 'employers',
        path: relative(consolePages.employers),
        title: '单位审核',
        nav: { icon: 'user', tab: '单位' },
        screen: () => import('../../../features/console/screens/EmployerQueueScreen'),
      },
      {
        name: 'employerReview',
        path: `${relative(consolePages.employers)}/:id`,
        title: '单位审核详情',
        navOf: 'employers',
        screen: () => import('../../../features/console/screens/EmployerReviewScreen'),
      },
      {
        name: 'profileChanges',
        path: relative(PROFILE_CHANGE_PAGE),
        title: '单位信息变更审核',
        navOf: 'employers',
        screen: () => import('../../../features/console/screens/ProfileChangeQueueScreen'),
      },
      {
        name: 'profileChangeReview',
        path: `${relative(PROFILE_CHANGE_PAGE)}/:id`,
        title: '单位信息变更详情',
        navOf: 'employers',
        screen: () => import('../../../features/console/screens/ProfileChangeReviewScreen'),
      },
      {
        name: 'positions',
        path: relative(consolePages.positions),
        title: '职位审核',
        nav: { icon: 'file', tab: '职位' },
        screen: () => import('../../../features/positions/school/screens/PositionQueueScreen'),
      },
      {
        name: 'positionReview',
        path: `${relative(consolePages.positions)}/:id`,
        title: '职位审核详情',
        navOf: 'positions',
        screen: () => import('../../../features/positions/school/screens/PositionReviewScreen'),
      },
      {
        name: 'announcements',
        path: relative(consolePages.announcements),
        title: '公告审核',
        nav: { icon: 'bell', tab: '公告' },
        screen: () => import('../../../features/announcements/school/screens/AnnouncementQueueScreen'),
      },
      {
        name: 'announcementReview',
        path: `${relative(consolePages.announcements)}/:id`,
        title: '公告审核详情',
        navOf: 'announcements',
        screen: () => import('../../../features/announcements/school/screens/AnnouncementReviewScreen'),
      },
      {
        name: 'talks',
        path: relative(consolePages.talks),
        title: '宣讲会审核',
        nav: { icon: 'calendar', tab: '宣讲' },
        screen: () => import('../../../features/talkReview/screens/TalkQueueScreen'),
      },
      {
        name: 'talkReview',
        path: `${relative(consolePages.talks)}/:id`,
        title: '宣讲会审核详情',
        navOf: 'talks',
        screen: () => import('../../../features/talkReview/screens/TalkReviewScreen'),
      },
      {
        name: 'venues',
        path: relative(consolePages.venues),
        title: '场地管理',
        nav: { icon: 'clock', tab: '场地' },
        screen: () => import('../../../features/venues/screens/VenueListScreen'),
      },
      {
        name: 'fairBookings',
        path: relative(FAIR_BOOKING_PAGE),
        title: '展位预订审核',
        nav: { icon: 'check', tab: '展位' },
        screen: () => import('../../../features/fairAdmin/screens/FairBookingQueueScreen'),
      },
      {
        name: 'fairBookingReview',
        path: `${relative(FAIR_BOOKING_PAGE)}/:id`,
        title: '展位预订审核详情',
        navOf: 'fairBookings',
        screen: () => import('../../../features/fairAdmin/screens/FairBookingReviewScreen'),
      },
      {
        name: 'fairCheckIn',
        path: relative(FAIR_CHECK_IN_PAGE),
        title: '招聘会签到',
        navOf: 'fairBookings',
        screen: () => import('../../../features/fairAdmin/screens/FairCheckInScreen'),
      },
      {
        name: 'fairNoShows',
        path: relative(FAIR_NO_SHOW_PAGE),
        title: '招聘会未到场标记',
        navOf: 'fairBookings',
        screen: () => import('../../../features/fairAdmin/screens/FairNoShowScreen'),
      },
      {
        name: 'dishonestyAppeals',
        path: relative(APPEAL_QUEUE_PAGE),
        title: '不诚信申诉',
        nav: { icon: 'warning', tab: '申诉' },
        screen: () => import('../../../features/dishonestyAdmin/screens/AppealQueueScreen'),
      },
      {
        name: 'dishonestyAppeal',
        path: `${relative(APPEAL_QUEUE_PAGE)}/:id`,
        title: '不诚信申诉处理',
        navOf: 'dishonestyAppeals',
        screen: () => import('../../../features/dishonestyAdmin/screens/AppealAnswerScreen'),
      },
      {
        name: 'fairs',
        path: relative(FAIR_LIST_PAGE),
        title: '招聘会管理',
        nav: { icon: 'calendar', tab: '招聘会' },
        screen: () => import('../../../features/fairAdmin/screens/FairListScreen'),
      },
      {
        name: 'fairNew',
        path: relative(NEW_FAIR_PAGE),
        title: '新建招聘会',
        navOf: 'fairs',
        screen: () => import('../../../features/fairAdmin/screens/FairEditorScreen'),
      },
      {
        name: 'fairEditor',
        path: `${relative(FAIR_LIST_PAGE)}/:id`,
        title: '编辑招聘会',
        navOf: 'fairs',
        screen: () => import('../../../features/fairAdmin/screens/FairEditorScreen'),
      },
      {
        name: 'settings',
        path: relative(consolePages.settings),
        title: '站点设置',
        nav: { icon: 'edit', tab: '设置' },
        screen: () => import('../../../features/console/screens/SiteSettingsScreen'),
      },
      {
        name: 'siteContent',
        path: 'wznr',
        title: '网站内容',
        nav: { icon: 'file', tab: '内容' },
        screen: () => import('../../../features/siteContent/screens/SiteContentScreen'),
      },
      {
        name: 'siteBanners',
        path: relative(BANNERS_PAGE),
        title: '轮播图',
        navOf: 'siteContent',
        screen: () => import('../../../features/siteContent/screens/BannersScreen'),
      },
      {
        name: 'siteNotices',
        path: relative(NOTICES_PAGE),
        title: '通知公告',
        navOf: 'siteContent',
        screen: () => import('../../../features/siteContent/screens/NoticeListScreen'),
      },
      {
        name: 'siteNoticeNew',
        path: relative(NEW_NOTICE_PAGE),
        title: '发布通知',
        navOf: 'siteContent',
        screen: () => import('../../../features/siteContent/screens/NoticeEditorScreen'),
      },
      {
        name: 'siteNoticeEditor',
        path: `${relative(NOTICES_PAGE)}/:id`,
        title: '编辑通知',
        navOf: 'siteContent',
        screen: () => import('../../../features/siteContent/screens/NoticeEditorScreen'),
      },
      {
        name: 'siteLook',
        path: relative(LOOK_PAGE),
        title: '模板与标志',
        navOf: 'siteContent',
        screen: () => import('../../../features/siteContent/screens/LookScreen'),
      },
    ],
  },
] as const satisfies readonly ConsoleRouteNode[];

/** The shell's pages, in navigation order, with their full paths. */
export const shellPages: readonly (ConsoleRouteNode & { fullPath: string })[] =
  consoleRouteTable[1].children.map((node: ConsoleRouteNode) => ({ ...node, fullPath: `/${node.path}` }));

/** The side navigation and the phone tabs: the shell pages that name a nav entry. */
export const navPages = shellPages.filter((page) => page.nav !== undefined);
