import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import { sitePaths, type SiteSetting, type SystemConfig } from '../../../contract/site';

const ok = <T>(result: T): Envelope<T> => ({ code: 200, result, message: '成功' });

export const demoSystemConfig: SystemConfig = {
  pwdlevel: 3,
  tagpush: '0',
  zpgwxzfs: '月薪,年薪,面议',
  open_chat: '1',
  chat_path: '/dwpage/imchat',
  xxdm: '00000',
};

export const demoSiteSetting: SiteSetting = {
  xxdm: '00000',
  wzmc: '高校毕业生就业信息网',
  mbid: '1',
  wzzsd: '#1e6fd9',
};

/** School sites: main-site code 00000, chat on, the default colour. */
export const siteHandlers = [
  http.post(sitePaths.mainSchoolCode, () => HttpResponse.json(ok('00000'))),
  http.post(sitePaths.systemConfig, () => HttpResponse.json(ok(demoSystemConfig))),
  http.get(`${sitePaths.siteSettings}/:xxdm`, ({ params }) =>
    HttpResponse.json(ok<SiteSetting[]>([{ ...demoSiteSetting, xxdm: String(params.xxdm) }])),
  ),
  http.get(sitePaths.wechatAppId, () => HttpResponse.json(ok('wx0123456789abcdef'))),
];
