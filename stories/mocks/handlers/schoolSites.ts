import { http, HttpResponse } from 'msw';
import type { Page } from '../../../contract/paging';
import {
  schoolSiteMessages,
  schoolSitePaths,
  type EnterSiteResult,
  type SchoolSiteItem,
  type SchoolSiteRequest,
} from '../../../contract/schoolSites';
import { ok, refuse } from './account';

/**
 * School sub-sites (/com/xxfz, docs/api.md): the demo employer at a few school sites, one in each
 * standing, changed by the calls as the server would (registration opens 待审核, resubmission too;
 * entering answers a code only where 已通过). Stories and tests that change them call
 * resetSchoolSitesMock() first.
 */
export const MOCK_SUB_SITE = '00001';
export const MOCK_SUB_SITE_NAME = '滨海理工大学就业信息网';
export const MOCK_PASSED_SITE_NAME = '南山医科大学就业指导中心';
export const MOCK_REJECT_REASON = '营业执照上的单位名称与填写的不一致，请核对后重新提交';
export const MOCK_ENTER_CODE = 'demo-site-auth-code';

const site = (item: Partial<SchoolSiteItem> & Pick<SchoolSiteItem, 'xxdm' | 'wzmc' | 'wzzsd'>) => ({
  zt: '',
  shyj: '',
  tjsj: '',
  dqzd: false,
  zczd: false,
  ...item,
});

const initialSites = (): SchoolSiteItem[] => [
  site({
    xxdm: '00000',
    wzmc: '高校毕业生就业平台',
    wzzsd: '#1677ff',
    zt: '2',
    tjsj: '2025-03-01 09:00:00',
    dqzd: true,
    zczd: true,
  }),
  site({ xxdm: MOCK_SUB_SITE, wzmc: MOCK_SUB_SITE_NAME, wzzsd: '#8c1d40' }),
  site({ xxdm: '10002', wzmc: '江城师范大学就业网', wzzsd: '#0a7d5a', zt: '1', tjsj: '2025-03-10 14:20:00' }),
  site({
    xxdm: '10003',
    wzmc: '西岭农业大学就业信息网',
    wzzsd: '#c77700',
    zt: '3',
    shyj: MOCK_REJECT_REASON,
    tjsj: '2025-03-08 10:05:00',
  }),
  site({
    xxdm: '10004',
    wzmc: '北湖财经学院就业网',
    wzzsd: '#5b3cc4',
    zt: '4',
    shyj: '请补充在本省的分支机构联系人',
    tjsj: '2025-03-09 16:40:00',
  }),
  site({
    xxdm: '10005',
    wzmc: MOCK_PASSED_SITE_NAME,
    wzzsd: '#d4380d',
    zt: '2',
    tjsj: '2025-02-20 11:00:00',
  }),
];

let sites = initialSites();

export function resetSchoolSitesMock(): void {
  sites = initialSites();
}

const now = () => '2025-03-12 10:00:00';

const siteOf = async (request: Request) => {
  const { xxdm } = (await request.json()) as SchoolSiteRequest;
  return sites.find((item) => item.xxdm === xxdm);
};

export const schoolSitesHandlers = [
  http.get(schoolSitePaths.list, ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const size = Number(url.searchParams.get('size') ?? '10');
    const records = sites.slice((page - 1) * size, page * size);
    return HttpResponse.json(ok<Page<SchoolSiteItem>>({ records, total: sites.length }));
  }),
  http.post(schoolSitePaths.register, async ({ request }) => {
    const target = await siteOf(request);
    if (target === undefined) return HttpResponse.json(refuse(404, schoolSiteMessages.siteMissing));
    if (target.zt !== '') return HttpResponse.json(refuse(409, schoolSiteMessages.alreadyRegistered));
    Object.assign(target, { zt: '1', tjsj: now() });
    return HttpResponse.json(ok(null, schoolSiteMessages.registered));
  }),
  http.post(schoolSitePaths.resubmit, async ({ request }) => {
    const target = await siteOf(request);
    if (target === undefined) return HttpResponse.json(refuse(404, schoolSiteMessages.siteMissing));
    if (target.zt !== '3' && target.zt !== '4')
      return HttpResponse.json(refuse(409, schoolSiteMessages.notResubmittable));
    Object.assign(target, { zt: '1', tjsj: now() });
    return HttpResponse.json(ok(null, schoolSiteMessages.resubmitted));
  }),
  http.post(schoolSitePaths.enter, async ({ request }) => {
    const target = await siteOf(request);
    if (target === undefined) return HttpResponse.json(refuse(404, schoolSiteMessages.siteMissing));
    if (target.zt !== '2') return HttpResponse.json(refuse(400, schoolSiteMessages.notPassed));
    return HttpResponse.json(
      ok<EnterSiteResult>({ code: MOCK_ENTER_CODE, xxdm: target.xxdm, expiresIn: 120 }),
    );
  }),
];
