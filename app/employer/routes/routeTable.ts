import type { ComponentType } from 'react';
import type { Permission, PermissionSection } from '../../../contract/permissions';
import { DWZC_PATH, LOGIN_PATH } from '../../api/employerPaths';

/** A screen module: each screen is its own lazily loaded chunk with a default-exported component. */
export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

/** The side-navigation sections of the employer shell, in the order they are shown. */
export const NAV_SECTIONS = [
  { key: 'dwsy', title: '首页' },
  { key: 'zpxx', title: '招聘信息' },
  { key: 'jlgl', title: '简历管理' },
  { key: 'xjh', title: '宣讲会' },
  { key: 'zph', title: '招聘会' },
  { key: 'qyzx', title: '签约中心' },
  { key: 'zhgl', title: '账号管理' },
  { key: 'xzdhy', title: '校招导航员' },
] as const;

export type NavSectionKey = (typeof NAV_SECTIONS)[number]['key'];

export type RouteNode = {
  /** The route name: the contract with the questionnaire map and the survey exemptions. */
  name: string;
  /** Absolute for top-level routes, relative to the parent for children. */
  path: string;
  /** Page title (Chinese), also the browser tab title and the side-navigation label. */
  title: string;
  /** The floating chat button is hidden here. */
  hideChat?: boolean;
  /** The employer shell's header is hidden here (spec section 2: imchat), the page uses the height. */
  hideHeader?: boolean;
  /** Spec section 2, step 8: no survey checks before this route. */
  surveyExempt?: boolean;
  /**
   * For children of dwpage and top-level pages: the side-navigation section (a top-level page opens
   * outside the shell); absent means not in the side navigation.
   */
  navSection?: NavSectionKey;
  /**
   * What the user's role must grant to open the page (rule below); absent: every logged-in user.
   * Navigation, tiles and the page follow it (routeAccess.ts); the server checks every call anyway.
   */
  permission?: Permission;
  screen: ScreenLoader;
  /** A child path the bare parent path forwards to. */
  indexRedirect?: string;
  children?: readonly RouteNode[];
};

/** Screens a later issue builds: their title and a '该功能暂未开放' notice until then. */
const notOpenYet: ScreenLoader = () => import('./NotOpenScreen');
/** Parents whose own layout a later issue builds: they only show the child. */
const childOnly: ScreenLoader = () => import('./ChildOnlyScreen');
const surveyEntry: ScreenLoader = () => import('../../../features/surveys/screens/SurveyEntryScreen');

/**
 * The permission of a page (issue 18): the section it belongs to (contract PERMISSION_SECTIONS) at
 * 'view' when the page lists or shows, at 'manage' when it exists to create, apply, book or send (the
 * publishing forms, the application and booking flows with their steps and outcome pages, 签约授权,
 * 申请电子章, 发送签约邀请). 'sign' is an action inside the signing pages, never a page's. Account
 * pages need 账号管理·查看 (changing sub-accounts and roles is the main account's, checked on the
 * page). Every user's own pages need none: the home and its activity pages, chat, 账号设置, 消息中心,
 * the feedback pages, the navigator, the questionnaires.
 */
const need = (section: PermissionSection, level: Permission['level']): Permission => ({ section, level });
const recruitingView = need('recruiting', 'view');
const recruitingManage = need('recruiting', 'manage');
const resumesView = need('resumes', 'view');
const resumesManage = need('resumes', 'manage');
const talksView = need('talks', 'view');
const talksManage = need('talks', 'manage');
const fairsView = need('fairs', 'view');
const fairsManage = need('fairs', 'manage');
const signingView = need('signing', 'view');
const signingManage = need('signing', 'manage');
const accountView = need('account', 'view');

/**
 * Every route of spec section 2.
 *
 * Naming rule for routes the spec names only by path (children of dwpage): the name is the last path
 * segment (zpxx/fbzpzw -> fbzpzw), as the spec's exempt list names bscdgl, sqxjhcd, qrfpxx and the
 * like. The section is put in front where the spec does so (xjh/jbxx -> xjhjbxx, wtgl/ckwt ->
 * wtglckwt, the top-level jlgl/zxjlck -> jlglzxjlck) and where two sections share a segment: the
 * 宣讲会 pages keep qrfpxx and tbjxry (the exempt list lists them among the 宣讲会 pages), the 招聘会
 * ones become zphqrfpxx and zphtbjxry. dwsy is dwsypage, as the spec calls it.
 *
 * Questionnaire steps (children of /dwwjdc): name = 'dwwjdc' + the step number after 'part'
 * (part0 -> dwwjdc0, part0.1 -> dwwjdc0.1, part5.1 -> dwwjdc5.1); the completion page dwwjdcwc keeps
 * its segment. Forgot-password steps: name = 'dwwjmm' + segment (pick -> dwwjmmpick).
 *
 * The issue-feedback page (Issue) has no path in the spec; it is /wtfk, the glossary's word for it.
 */
export const routeTable = [
  {
    name: 'Issue',
    path: '/wtfk',
    title: '问题反馈',
    screen: () => import('../../../features/feedback/screens/IssueFeedbackScreen'),
  },
  { name: 'wtlts', path: '/wtlts', title: '查看问题', screen: notOpenYet },
  {
    name: 'dwmobileHome',
    path: '/dwmobileHome',
    title: '首页',
    surveyExempt: true,
    screen: () => import('../shell/MobileHomeShell'),
  },
  {
    name: 'switchRole',
    path: '/switchRole',
    title: '切换角色',
    hideChat: true,
    surveyExempt: true,
    screen: () => import('../../../features/auth/screens/SwitchRoleScreen'),
  },
  { name: 'dwwjRoute', path: '/dwwjRoute', title: '问卷调查', screen: notOpenYet },
  {
    name: 'Login',
    path: LOGIN_PATH,
    title: '登录',
    hideChat: true,
    surveyExempt: true,
    screen: () => import('../../../features/auth/screens/LoginScreen'),
  },
  {
    name: 'AuthLogin',
    path: '/authlogin',
    title: '授权登录',
    hideChat: true,
    surveyExempt: true,
    screen: () => import('../../../features/auth/screens/AuthLoginScreen'),
  },
  {
    name: 'dwzc',
    path: DWZC_PATH,
    title: '单位注册',
    hideChat: true,
    surveyExempt: true,
    screen: () => import('../../../features/auth/screens/RegistrationScreen'),
  },
  {
    name: 'dwlogin',
    path: '/dwlogin',
    title: '单位登录',
    hideChat: true,
    surveyExempt: true,
    screen: () => import('../../../features/auth/screens/EmployerLoginScreen'),
  },
  {
    name: 'dwwxdl',
    path: '/dwwxdl/:xxdm',
    title: '微信登录',
    hideChat: true,
    screen: () => import('../../../features/auth/screens/WeChatLoginScreen'),
  },
  {
    name: 'pickdwxs',
    path: '/pickdwxs',
    title: '选择单位',
    hideChat: true,
    screen: () => import('../../../features/auth/screens/PickEmployerScreen'),
  },
  {
    name: 'wsdwyh',
    path: '/wsdwyh',
    title: '完善单位用户',
    hideChat: true,
    surveyExempt: true,
    screen: () => import('../../../features/auth/screens/CompleteEmployerUserScreen'),
  },
  {
    name: 'dwwjmm',
    path: '/dwwjmm',
    title: '忘记密码',
    hideChat: true,
    screen: () => import('../../../features/auth/screens/ForgotPasswordScreen'),
    indexRedirect: 'pick',
    children: [
      {
        name: 'dwwjmmpick',
        path: 'pick',
        title: '选择找回方式',
        hideChat: true,
        surveyExempt: true,
        screen: () => import('../../../features/auth/screens/ForgotPasswordPickScreen'),
      },
      {
        name: 'dwwjmmsrdwxx',
        path: 'srdwxx',
        title: '输入单位信息',
        hideChat: true,
        surveyExempt: true,
        screen: () => import('../../../features/auth/screens/ForgotPasswordEmployerInfoScreen'),
      },
      {
        name: 'dwwjmmsryzm',
        path: 'sryzm',
        title: '输入验证码',
        hideChat: true,
        surveyExempt: true,
        screen: () => import('../../../features/auth/screens/ForgotPasswordCodeScreen'),
      },
      {
        name: 'dwwjmmczmm',
        path: 'czmm',
        title: '重置密码',
        hideChat: true,
        surveyExempt: true,
        screen: () => import('../../../features/auth/screens/ResetPasswordScreen'),
      },
      {
        name: 'dwwjmmmmss',
        path: 'mmss',
        title: '密码申诉',
        hideChat: true,
        surveyExempt: true,
        screen: () => import('../../../features/auth/screens/PasswordAppealScreen'),
      },
    ],
  },
  {
    name: 'tongji',
    path: '/tongji',
    title: '招聘统计',
    navSection: 'dwsy',
    screen: () => import('../../../features/statistics/screens/StatisticsScreen'),
  },
  {
    name: 'dwpage',
    path: '/',
    title: '单位中心',
    surveyExempt: true,
    screen: () => import('../shell/EmployerShell'),
    indexRedirect: 'dwsy',
    children: [
      {
        name: 'dwsypage',
        path: 'dwsy',
        title: '单位首页',
        navSection: 'dwsy',
        screen: () => import('../shell/HomeScreen'),
      },
      {
        name: 'imchat',
        path: 'imchat',
        title: '在线沟通',
        hideChat: true,
        hideHeader: true,
        navSection: 'dwsy',
        screen: notOpenYet,
      },
      {
        name: 'hdxx',
        path: 'dwsy/hdxx',
        title: '活动信息',
        navSection: 'dwsy',
        screen: () => import('../../../features/schedule/screens/ActivitiesScreen'),
      },
      {
        name: 'dlxxfz',
        path: 'dwsy/dlxxfz',
        title: '登录学校分站',
        navSection: 'dwsy',
        permission: accountView,
        screen: () => import('../../../features/schoolSites/screens/SchoolSitesScreen'),
      },
      {
        name: 'wdrc',
        path: 'dwsy/wdrc',
        title: '我的日程',
        navSection: 'dwsy',
        screen: () => import('../../../features/schedule/screens/ScheduleScreen'),
      },

      {
        name: 'fbzpzw',
        path: 'zpxx/fbzpzw',
        title: '发布招聘职位',
        navSection: 'zpxx',
        permission: recruitingManage,
        screen: () => import('../../../features/positions/employer/PublishPositionScreen'),
      },
      {
        name: 'fbzpgg',
        path: 'zpxx/fbzpgg',
        title: '发布招聘公告',
        navSection: 'zpxx',
        permission: recruitingManage,
        screen: () => import('../../../features/announcements/employer/PublishAnnouncementScreen'),
      },
      {
        name: 'zpzwgl',
        path: 'zpxx/zpzwgl',
        title: '招聘职位管理',
        navSection: 'zpxx',
        permission: recruitingView,
        screen: () => import('../../../features/positions/employer/PositionManagementScreen'),
      },
      {
        name: 'zpgggl',
        path: 'zpxx/zpgggl',
        title: '招聘公告管理',
        navSection: 'zpxx',
        permission: recruitingView,
        screen: () => import('../../../features/announcements/employer/AnnouncementManagementScreen'),
      },

      {
        name: 'sddjl',
        path: 'jlgl/sddjl',
        title: '收到的简历',
        navSection: 'jlgl',
        permission: resumesView,
        screen: () => import('../../../features/applications/employer/ReceivedResumesScreen'),
      },
      {
        name: 'rcjs',
        path: 'jlgl/rcjs',
        title: '人才搜索',
        navSection: 'jlgl',
        permission: resumesView,
        screen: () => import('../../../features/applications/employer/TalentSearchScreen'),
      },

      {
        name: 'xjhjbxx',
        path: 'xjh/jbxx',
        title: '申请专场宣讲会',
        surveyExempt: true,
        navSection: 'xjh',
        permission: talksManage,
        screen: () => import('../../../features/talks/screens/TalkDetailsScreen'),
      },
      {
        name: 'sqxjhcd',
        path: 'xjh/sqxjhcd',
        title: '申请宣讲会场地',
        surveyExempt: true,
        navSection: 'xjh',
        permission: talksManage,
        screen: () => import('../../../features/talks/screens/TalkVenueScreen'),
      },
      {
        name: 'sqbmscd',
        path: 'xjh/sqbmscd',
        title: '申请笔面试场地',
        surveyExempt: true,
        navSection: 'xjh',
        permission: talksManage,
        screen: () => import('../../../features/talks/screens/TestRoomsScreen'),
      },
      // Steps and outcome of the talk application flow: reached from that flow, not from the menu.
      {
        name: 'qrfpxx',
        path: 'xjh/qrfpxx',
        title: '确认发票信息',
        surveyExempt: true,
        permission: talksManage,
        screen: () => import('../../../features/talks/screens/TalkInvoiceScreen'),
      },
      {
        name: 'tbjxry',
        path: 'xjh/tbjxry',
        title: '填报进校人员',
        surveyExempt: true,
        permission: talksManage,
        screen: () => import('../../../features/talks/screens/TalkEntrantsScreen'),
      },
      {
        name: 'xjhsqcg',
        path: 'xjh/xjhsqcg',
        title: '宣讲会申请成功',
        surveyExempt: true,
        permission: talksManage,
        screen: () => import('../../../features/talks/screens/TalkSuccessScreen'),
      },
      {
        name: 'xjhgl',
        path: 'xjh/xjhgl',
        title: '宣讲会管理',
        surveyExempt: true,
        navSection: 'xjh',
        permission: talksView,
        screen: () => import('../../../features/talks/screens/TalkManagementScreen'),
      },
      {
        name: 'bscdgl',
        path: 'xjh/bscdgl',
        title: '笔试场地管理',
        surveyExempt: true,
        navSection: 'xjh',
        permission: talksView,
        screen: () => import('../../../features/talks/screens/WrittenTestRoomsScreen'),
      },
      {
        name: 'mscdgl',
        path: 'xjh/mscdgl',
        title: '面试场地管理',
        surveyExempt: true,
        navSection: 'xjh',
        permission: talksView,
        screen: () => import('../../../features/talks/screens/InterviewRoomsScreen'),
      },

      {
        name: 'zphlb',
        path: 'zph/zphlb',
        title: '招聘会列表',
        navSection: 'zph',
        permission: fairsView,
        screen: () => import('../../../features/fairs/screens/FairListScreen'),
      },
      {
        name: 'zphzwlb',
        path: 'zph/zphzwlb',
        title: '招聘会展位列表',
        navSection: 'zph',
        permission: fairsView,
        screen: () => import('../../../features/fairs/screens/BoothListScreen'),
      },
      {
        name: 'zwhclb',
        path: 'zph/zwhclb',
        title: '全部会场',
        navSection: 'zph',
        permission: fairsView,
        screen: () => import('../../../features/fairs/screens/HallListScreen'),
      },
      {
        name: 'ydzw',
        path: 'zph/ydzw',
        title: '预定展位',
        navSection: 'zph',
        permission: fairsManage,
        screen: () => import('../../../features/fairs/screens/BookBoothScreen'),
      },
      // Steps and outcome of the booth booking flow.
      {
        name: 'zphqrfpxx',
        path: 'zph/qrfpxx',
        title: '确认发票信息',
        permission: fairsManage,
        screen: () => import('../../../features/fairs/screens/BookingInvoiceScreen'),
      },
      {
        name: 'zphtbjxry',
        path: 'zph/tbjxry',
        title: '填报进校人员',
        permission: fairsManage,
        screen: () => import('../../../features/fairs/screens/BookingEntrantsScreen'),
      },
      {
        name: 'ydzwcg',
        path: 'zph/ydzwcg',
        title: '预定展位成功',
        permission: fairsManage,
        screen: () => import('../../../features/fairs/screens/BookingSuccessScreen'),
      },
      {
        name: 'wdydlb',
        path: 'zph/wdydlb',
        title: '我的预定',
        navSection: 'zph',
        permission: fairsView,
        screen: () => import('../../../features/fairs/screens/MyBookingsScreen'),
      },

      {
        name: 'qysq',
        path: 'qyzx/qysq',
        title: '签约授权',
        navSection: 'qyzx',
        permission: signingManage,
        screen: notOpenYet,
      },
      {
        name: 'hdxxgl',
        path: 'qyzx/hdxxgl',
        title: '户档信息管理',
        navSection: 'qyzx',
        permission: signingView,
        screen: notOpenYet,
      },
      {
        name: 'sqdzz',
        path: 'qyzx/sqdzz',
        title: '申请电子章',
        navSection: 'qyzx',
        permission: signingManage,
        screen: notOpenYet,
      },
      {
        name: 'fsqyyq',
        path: 'qyzx/fsqyyq',
        title: '发送签约邀请',
        navSection: 'qyzx',
        permission: signingManage,
        screen: notOpenYet,
      },
      {
        name: 'qyjygl',
        path: 'qyzx/qyjygl',
        title: '签约解约管理',
        navSection: 'qyzx',
        permission: signingView,
        screen: notOpenYet,
      },
      {
        name: 'qygl',
        path: 'qyzx/qygl',
        title: '签约管理',
        navSection: 'qyzx',
        permission: signingView,
        screen: notOpenYet,
      },
      {
        name: 'jygl',
        path: 'qyzx/jygl',
        title: '解约管理',
        navSection: 'qyzx',
        permission: signingView,
        screen: notOpenYet,
      },

      {
        name: 'dwxxwh',
        path: 'zhgl/dwxxwh',
        title: '单位信息维护',
        navSection: 'zhgl',
        permission: accountView,
        screen: () => import('../../../features/auth/profile/MaintainProfileScreen'),
      },
      {
        name: 'dwxxws',
        path: 'zhgl/dwxxws',
        title: '完善单位信息',
        surveyExempt: true,
        navSection: 'zhgl',
        permission: accountView,
        screen: () => import('../../../features/auth/profile/CompleteProfileScreen'),
      },
      {
        name: 'cylxr',
        path: 'zhgl/cylxr',
        title: '常用联系人',
        navSection: 'zhgl',
        permission: accountView,
        screen: () => import('../../../features/contacts/screens/ContactsScreen'),
      },
      {
        name: 'fpxxgl',
        path: 'zhgl/fpxxgl',
        title: '发票信息管理',
        navSection: 'zhgl',
        permission: accountView,
        screen: () => import('../../../features/invoices/screens/InvoicesScreen'),
      },
      {
        name: 'jsgl',
        path: 'zhgl/jsgl',
        title: '角色管理',
        navSection: 'zhgl',
        permission: accountView,
        screen: () => import('../../../features/accountAdmin/screens/RoleManagementScreen'),
      },
      {
        name: 'kszzh',
        path: 'zhgl/kszzh',
        title: '开设子账号',
        navSection: 'zhgl',
        permission: accountView,
        screen: () => import('../../../features/accountAdmin/screens/SubAccountScreen'),
      },
      {
        name: 'zhsz',
        path: 'zhgl/zhsz',
        title: '账号设置',
        navSection: 'zhgl',
        screen: () => import('../../../features/auth/screens/AccountSettingsScreen'),
      },
      {
        name: 'xxzx',
        path: 'zhgl/xxzx',
        title: '消息中心',
        navSection: 'zhgl',
        screen: () => import('../../../features/messages/screens/MessageCentreScreen'),
      },
      {
        name: 'xzbcxjl',
        path: 'zhgl/xzbcxjl',
        title: '校招不诚信记录',
        navSection: 'zhgl',
        permission: accountView,
        screen: () => import('../../../features/dishonesty/screens/DishonestyRecordsScreen'),
      },
      // The answer to one's own issue feedback: reached from 问题反馈, not from the menu.
      { name: 'wtglckwt', path: 'wtgl/ckwt', title: '查看问题', surveyExempt: true, screen: notOpenYet },

      {
        name: 'xzdhy',
        path: 'xzdhy',
        title: '校招导航员',
        surveyExempt: true,
        navSection: 'xzdhy',
        screen: notOpenYet,
      },
    ],
  },
  {
    name: 'jlglzxjlck',
    path: '/jlgl/zxjlck',
    title: '在线简历查看',
    permission: resumesView,
    screen: () => import('../../../features/applications/employer/ResumeViewScreen'),
  },
  {
    name: 'dwwjparent',
    path: '/dwwjdc',
    title: '单位问卷调查',
    hideChat: true,
    surveyExempt: true,
    screen: childOnly,
    indexRedirect: 'part0',
    children: [
      {
        name: 'dwwjdc0.1',
        path: 'part0.1',
        title: '问卷调查',
        hideChat: true,
        surveyExempt: true,
        screen: surveyEntry,
      },
      {
        name: 'dwwjdc0',
        path: 'part0',
        title: '问卷调查',
        hideChat: true,
        surveyExempt: true,
        screen: surveyEntry,
      },
      {
        name: 'dwwjdc1',
        path: 'part1',
        title: '问卷调查（第一部分）',
        hideChat: true,
        surveyExempt: true,
        screen: notOpenYet,
      },
      {
        name: 'dwwjdc2',
        path: 'part2',
        title: '问卷调查（第二部分）',
        hideChat: true,
        surveyExempt: true,
        screen: notOpenYet,
      },
      {
        name: 'dwwjdc3',
        path: 'part3',
        title: '问卷调查（第三部分）',
        hideChat: true,
        surveyExempt: true,
        screen: notOpenYet,
      },
      {
        name: 'dwwjdc4',
        path: 'part4',
        title: '问卷调查（第四部分）',
        hideChat: true,
        surveyExempt: true,
        screen: notOpenYet,
      },
      {
        name: 'dwwjdc5',
        path: 'part5',
        title: '问卷调查（第五部分）',
        hideChat: true,
        surveyExempt: true,
        screen: notOpenYet,
      },
      {
        name: 'dwwjdc5.1',
        path: 'part5.1',
        title: '问卷调查（第五部分）',
        hideChat: true,
        surveyExempt: true,
        screen: notOpenYet,
      },
      {
        name: 'dwwjdc6',
        path: 'part6',
        title: '问卷调查（第六部分）',
        hideChat: true,
        surveyExempt: true,
        screen: notOpenYet,
      },
      {
        name: 'dwwjdcwc',
        path: 'dwwjdcwc',
        title: '问卷调查完成',
        hideChat: true,
        surveyExempt: true,
        screen: notOpenYet,
      },
    ],
  },
  {
    name: 'dwInterview',
    path: '/videoCall/interview',
    title: '视频面试',
    permission: resumesManage,
    screen: notOpenYet,
  },
  {
    name: 'dwJoinRoom',
    path: '/videoCall/joinRoom',
    title: '加入视频面试',
    permission: resumesView,
    screen: notOpenYet,
  },
  { name: 'hiprint', path: '/hiprint', title: '打印设计', screen: notOpenYet },
  { name: 'hiprintpreview', path: '/hiprintpreview', title: '打印预览', screen: notOpenYet },
  { name: 'testModule', path: '/testModule', title: '测试', surveyExempt: true, screen: notOpenYet },
] as const satisfies readonly RouteNode[];

type NamesOf<Nodes> = Nodes extends readonly (infer Node)[]
  ? Node extends { name: infer Name extends string }
    ? Name | (Node extends { children: infer Children } ? NamesOf<Children> : never)
    : never
  : never;

/** Every route name of the app. */
export type RouteName = NamesOf<typeof routeTable>;
