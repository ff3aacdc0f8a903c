import { addDays, chinaDate, chinaDateTime } from '../../contract/chinaTime';
import { newId } from '../core/tokens';
import { insertOrUpdateNotice } from './notices';
import { insertOrUpdateBanner, insertOrUpdateColumn, insertOrUpdateLink, upsertLook, type Db } from './store';

/** The demo banners are images of the build (public/homepage), not uploads. */
export const DEMO_BANNER_IMAGES = ['/dwpage/homepage/banner-1.svg', '/dwpage/homepage/banner-2.svg'];

const HOUR_MS = 60 * 60 * 1000;

const DEMO_NOTICES = [
  {
    column: 0,
    title: '关于做好2027届毕业生就业工作的通知',
    body: '<p>各学院、各用人单位：</p><p>为做好2027届毕业生就业工作，学校将于本学期举办多场双选会和专场宣讲会，欢迎用人单位登录单位端发布职位、预约展位。</p><h3>一、时间安排</h3><ul><li>秋季双选会：11月下旬</li><li>专场宣讲会：每周二、四</li></ul>',
    pinned: true,
  },
  {
    column: 0,
    title: '用人单位进校招聘须知',
    body: '<p>用人单位来校招聘须先在本平台注册并通过审核，发布的职位与公告经学校审核后公开。</p>',
    pinned: false,
  },
  {
    column: 1,
    title: '我校举办2027届毕业生秋季双选会',
    body: '<p>本次双选会共有两百余家单位参会，提供岗位三千余个，涵盖信息技术、制造、金融等行业。</p>',
    pinned: false,
  },
  {
    column: 1,
    title: '就业指导中心开展简历门诊活动',
    body: '<p>就业指导老师一对一修改简历，帮助同学们在求职季脱颖而出。</p>',
    pinned: false,
  },
  {
    column: 2,
    title: '高校毕业生就业创业政策汇编',
    body: '<p>汇总国家和地方支持高校毕业生就业创业的主要政策，包括求职创业补贴、基层就业项目等。</p>',
    pinned: false,
  },
] as const;

/**
 * The demo site's homepage content, once (a site with any column already has its own): columns,
 * notices, banners, quick and friendly links, footer.
 */
export async function seedHomepageDemo(db: Db, now: number, siteCode: string): Promise<void> {
  const existing = await db
    .selectFrom('site_columns')
    .select('id')
    .where('site_code', '=', siteCode)
    .limit(1)
    .executeTakeFirst();
  if (existing !== undefined) return;
  await db.transaction().execute(async (trx) => {
    const columns = ['通知公告', '就业新闻', '政策法规'];
    const columnIds = columns.map(() => newId());
    for (const [index, name] of columns.entries())
      await insertOrUpdateColumn(trx, siteCode, now, columnIds[index] ?? '', { lmmc: name, px: index });
    for (const [index, notice] of DEMO_NOTICES.entries())
      await insertOrUpdateNotice(trx, siteCode, now, newId(), {
        draft: {
          lmid: columnIds[notice.column] ?? '',
          bt: notice.title,
          nr: notice.body,
          fj: [],
          zd: notice.pinned ? '1' : '0',
          fbsj: chinaDateTime(now - (index + 1) * 26 * HOUR_MS),
        },
        bodyHtml: notice.body,
        bodyText: notice.body.replace(/<[^>]*>/g, ''),
      });
    const today = chinaDate(now);
    const banners = [
      { bt: '2027届毕业生秋季双选会火热报名中', lj: '/dwpage/' },
      { bt: '职等你来：名企专场宣讲会', lj: '' },
    ];
    for (const [index, banner] of banners.entries())
      await insertOrUpdateBanner(trx, siteCode, now, newId(), {
        ...banner,
        tp: DEMO_BANNER_IMAGES[index] ?? '',
        px: index,
        ksrq: today,
        jsrq: addDays(today, 365),
      });
    const links = [
      { lx: '1', mc: '单位登录', lj: '/dwpage/' },
      { lx: '1', mc: '学生登录', lj: '/sc/' },
      { lx: '1', mc: '单位注册', lj: `/dwpage/dwzc/${siteCode}` },
      { lx: '2', mc: '国家大学生就业服务平台', lj: 'https://www.ncss.cn/' },
      { lx: '2', mc: '中国教育在线', lj: 'https://www.eol.cn/' },
    ] as const;
    for (const [index, link] of links.entries())
      await insertOrUpdateLink(trx, siteCode, now, newId(), { ...link, px: index });
    await upsertLook(trx, siteCode, now, {
      mbid: '1',
      logo: '',
      dz: '示例市示例区大学路1号 就业指导中心',
      dh: '010-12345678',
      bq: '© 高校毕业生就业平台',
    });
  });
}
