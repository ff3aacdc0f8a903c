import type { ComponentType } from 'react';
import { STUDENT_PORTAL_NAME, studentPages } from '../../../contract/studentPortal';
import { STUDENT_TALKS_PAGE } from '../../../contract/activities';
import type { IconName } from '../../../ui/Icon';

/** A screen module: each screen is its own lazily loaded chunk with a default-exported component. */
export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export type StudentRouteNode = {
  /** The route's name (handle, chunk name, tests). */
  name: string;
  /** Absolute for top-level routes, relative to the shell for its children; '' is the shell's index. */
  path: string;
  /** Page title: the shell's heading, the phone top bar and the browser tab. */
  title: string;
  /** In the side navigation and the phone tab bar, with this icon (and this shorter tab label). */
  nav?: { icon: IconName; tab: string };
  /** The navigation item a detail page belongs to (its list). */
  navOf?: string;
  screen: ScreenLoader;
  children?: readonly StudentRouteNode[];
};

const relative = (page: string) => page.replace(/^\//, '');

/**
 * The portal's pages, the same under /sc (desktop layout) and /mobile (phone layout)
 * (contract/studentPortal.ts studentPages): the login and the registration landing, and the shell
 * holding the home and the student's sections. To plug a screen in, point its `screen` at the
 * screen's module (a default-exported component), e.g.
 *   screen: () => import('../../../features/<capability>/student/screens/<Screen>'),
 */
export const studentRouteTable = [
  {
    name: 'login',
    path: studentPages.login,
    title: '学生登录',
    screen: () => import('../../../features/studentAuth/screens/StudentLoginScreen'),
  },
  {
    name: 'register',
    path: studentPages.register,
    title: '学生账号注册',
    screen: () => import('../../../features/studentAuth/screens/StudentRegisterScreen'),
  },
  {
    name: 'shell',
    path: studentPages.home,
    title: STUDENT_PORTAL_NAME,
    screen: () => import('../shell/StudentShell'),
    children: [
      {
        name: 'home',
        path: '',
        title: '首页',
        nav: { icon: 'home', tab: '首页' },
        screen: () => import('../shell/StudentHomeScreen'),
      },
      {
        name: 'positions',
        path: relative(studentPages.positions),
        title: '职位搜索',
        nav: { icon: 'search', tab: '职位' },
        screen: () => import('../../../features/applications/student/screens/PositionSearchScreen'),
      },
      {
        name: 'positionDetail',
        path: `${relative(studentPages.positions)}/:id`,
        title: '职位详情',
        navOf: 'positions',
        screen: () => import('../../../features/applications/student/screens/PositionDetailScreen'),
      },
      {
        name: 'talks',
        path: relative(STUDENT_TALKS_PAGE),
        title: '宣讲会',
        nav: { icon: 'calendar', tab: '宣讲' },
        screen: () => import('../../../features/talksForStudents/screens/StudentTalksScreen'),
      },
      {
        name: 'talkDetail',
        path: `${relative(STUDENT_TALKS_PAGE)}/:id`,
        title: '宣讲会详情',
        navOf: 'talks',
        screen: () => import('../../../features/talksForStudents/screens/StudentTalkDetailScreen'),
      },
      {
        name: 'applications',
        path: relative(studentPages.applications),
        title: '我的申请',
        nav: { icon: 'file', tab: '申请' },
        screen: () => import('../../../features/applications/student/screens/MyApplicationsScreen'),
      },
      {
        name: 'myResume',
        path: relative(studentPages.myResume),
        title: '我的简历',
        nav: { icon: 'edit', tab: '简历' },
        screen: () => import('../../../features/resumes/ResumeScreen'),
      },
      {
        name: 'messages',
        path: relative(studentPages.messages),
        title: '消息',
        nav: { icon: 'message', tab: '消息' },
        screen: () => import('../../../features/messages/student/StudentMessagesScreen'),
      },
      {
        name: 'account',
        path: relative(studentPages.account),
        title: '账号',
        nav: { icon: 'user', tab: '账号' },
        screen: () => import('../../../features/studentAuth/screens/StudentAccountScreen'),
      },
    ],
  },
] as const satisfies readonly StudentRouteNode[];

/** The shell's pages, in navigation order, with their full paths. */
export const shellPages: readonly (StudentRouteNode & { fullPath: string })[] =
  studentRouteTable[2].children.map((node: StudentRouteNode) => ({ ...node, fullPath: `/${node.path}` }));

/** The side navigation and the phone tabs: the shell pages that name a nav entry. */
export const navPages = shellPages.filter((page) => page.nav !== undefined);
