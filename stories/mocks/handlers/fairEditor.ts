import { http, HttpResponse, type AnyHandler } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import {
  FAIR_MESSAGES,
  MAP_SHEET_TYPES,
  checkFairInput,
  checkHallMap,
  fairPaths,
  type FairInput,
  type HallMap,
  type HallMapInput,
  type MapImportProblem,
  type SchoolFair,
} from '../../../contract/fairs';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { DEMO_STAFF_TOKEN } from './console';

/**
 * The console's fairs and booth maps as the server answers them (/mgr/zph list, detail, save, map,
 * saveMap, importMap, removeHall): the demo site's fairs in memory, their halls' grids saved whole
 * and checked with the contract's rules. An imported spreadsheet is not read here: a file named
 * 错误*.xlsx is refused with row problems, any other becomes a 2 x 3 hall. resetFairEditorMock()
 * restores them.
 */
const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
const refuse = (code: number, message: string, result: unknown = null): Envelope<unknown> => ({
  code,
  result,
  message,
});

export const MOCK_FAIR_IDS = { open: 'zph2001', draft: 'zph2002' } as const;
export const MOCK_HALL_ID = 'hc3001';

export const MOCK_IMPORT_PROBLEMS: MapImportProblem[] = [
  { row: 3, message: '第3行：展位类型应为 标准、VIP、转角、不可用 之一' },
  { row: 5, message: '第5行：缺少展位号（标准展位）' },
];

const FAIR_BASE: FairInput = {
  zphmc: '',
  zphlx: '1',
  jbrq: '2026-12-12',
  kssj: '09:00',
  jssj: '16:00',
  jbdd: '体育馆',
  bmkssj: '2026-12-01 09:00',
  bmjzsj: '2026-12-10 17:00',
  ydfw: '1',
  hyfw: [],
  zwfy: { '1': 500, '2': 1200, '3': 800 },
  cjrs: 2,
  xyglgg: '0',
  shms: '1',
  zphjs: '',
};

type StoredHall = HallMapInput & { hcid: string };

function freshFairs(): SchoolFair[] {
  return [
    {
      ...FAIR_BASE,
      id: MOCK_FAIR_IDS.open,
      zphmc: '2027届秋季大型双选会',
      zphjs: '面向2027届毕业生，预计200家单位参会。',
      zt: '2',
      kxzws: 5,
      zzws: 6,
      dshs: 1,
    },
    {
      ...FAIR_BASE,
      id: MOCK_FAIR_IDS.draft,
      zphmc: '信息技术行业专场',
      zphlx: '3',
      jbrq: '2027-03-20',
      bmkssj: '2027-03-01 09:00',
      bmjzsj: '2027-03-15 17:00',
      ydfw: '2',
      hyfw: ['34'],
      zwfy: { '1': 0, '2': 0, '3': 0 },
      zt: '1',
      kxzws: 0,
      zzws: 0,
      dshs: 0,
    },
  ];
}

function freshHalls(): StoredHall[] {
  return [
    {
      zphid: MOCK_FAIR_IDS.open,
      hcid: MOCK_HALL_ID,
      hcmc: '体育馆一号馆',
      hs: 2,
      ls: 4,
      cells: [
        { h: 0, l: 0, bh: 'A1', lx: '2' },
        { h: 0, l: 1, bh: 'A2', lx: '1' },
        { h: 0, l: 3, bh: 'A3', lx: '3' },
        { h: 1, l: 0, bh: 'B1', lx: '1' },
        { h: 1, l: 1, bh: 'B2', lx: '1' },
        { h: 1, l: 3, bh: 'B3', lx: '1' },
      ],
    },
  ];
}

let fairs = freshFairs();
let halls = freshHalls();
let counter = 0;

export function resetFairEditorMock(): void {
  fairs = freshFairs();
  halls = freshHalls();
}

export const mockSchoolFair = (id: string): SchoolFair | undefined => fairs.find((fair) => fair.id === id);
export const mockHalls = (zphid: string): StoredHall[] => halls.filter((hall) => hall.zphid === zphid);

const SESSION_INVALID = refuse(42, '登录已失效，请重新登录');

function withStaff(
  resolve: (request: Request) => Promise<Envelope<unknown>> | Envelope<unknown>,
): (info: { request: Request }) => Promise<Response> {
  return async ({ request }) =>
    HttpResponse.json(
      request.headers.get('accessToken') === DEMO_STAFF_TOKEN ? await resolve(request) : SESSION_INVALID,
    );
}

const positive = (value: string | null, fallback: number) =>
  value !== null && /^[1-9][0-9]*$/.test(value) ? Number(value) : fallback;

/** The fair's booth counts follow its halls (nobody books in the console's mock). */
function recount(zphid: string) {
  const fair = mockSchoolFair(zphid);
  if (fair === undefined) return;
  const total = mockHalls(zphid).reduce(
    (sum, hall) => sum + hall.cells.filter((cell) => cell.lx !== '0').length,
    0,
  );
  fair.kxzws = Math.max(total - (fair.zzws - fair.kxzws), 0);
  fair.zzws = total;
}

function hallMapOf(hall: StoredHall): HallMap {
  const booths = hall.cells.filter((cell) => cell.lx !== '0');
  return {
    hcid: hall.hcid,
    hcmc: hall.hcmc,
    hs: hall.hs,
    ls: hall.ls,
    kxzws: booths.length,
    zzws: booths.length,
    cells: hall.cells.map((cell) => ({
      ...cell,
      zwid: `zw-${hall.hcid}-${cell.h}-${cell.l}`,
      zt: '1',
      fy: 0,
    })),
  };
}

function storeHall(input: HallMapInput): string | StoredHall {
  const [problem] = checkHallMap(input);
  if (problem !== undefined) return problem;
  const taken = new Set(
    mockHalls(input.zphid)
      .filter((hall) => hall.hcid !== input.hcid)
      .flatMap((hall) => hall.cells.filter((cell) => cell.lx !== '0').map((cell) => cell.bh.toUpperCase())),
  );
  const clash = input.cells.find((cell) => cell.lx !== '0' && taken.has(cell.bh.toUpperCase()));
  if (clash !== undefined) return `展位号${clash.bh}已在本场招聘会的其他会场使用`;
  counter += 1;
  const hall: StoredHall = { ...input, hcid: input.hcid ?? `hc-new-${counter}`, hcmc: input.hcmc.trim() };
  halls = [...halls.filter((other) => other.hcid !== hall.hcid), hall];
  recount(input.zphid);
  return hall;
}

export const fairEditorHandlers: AnyHandler[] = [
  http.get(
    fairPaths.schoolList,
    withStaff((request) => {
      const url = new URL(request.url);
      const keyword = (url.searchParams.get('keyword') ?? '').trim();
      const page = positive(url.searchParams.get('page'), 1);
      const size = positive(url.searchParams.get('size'), DEFAULT_PAGE_SIZE);
      const matching = fairs
        .filter((fair) => keyword === '' || fair.zphmc.includes(keyword))
        .sort((a, b) => b.jbrq.localeCompare(a.jbrq));
      return ok({ records: matching.slice((page - 1) * size, page * size), total: matching.length });
    }),
  ),
  http.get(
    fairPaths.schoolDetail,
    withStaff((request) => {
      const fair = mockSchoolFair(new URL(request.url).searchParams.get('id') ?? '');
      return fair === undefined ? refuse(404, FAIR_MESSAGES.fairNotFound) : ok(fair);
    }),
  ),
  http.post(
    fairPaths.schoolSave,
    withStaff(async (request) => {
      const input = (await request.json()) as FairInput;
      const [problem] = Object.values(checkFairInput(input));
      if (problem !== undefined) return refuse(400, problem);
      const { id, ...fields } = input;
      if (id === undefined) {
        counter += 1;
        const created: SchoolFair = {
          ...fields,
          id: `zph-new-${counter}`,
          zt: '1',
          kxzws: 0,
          zzws: 0,
          dshs: 0,
        };
        fairs = [created, ...fairs];
        return ok({ id: created.id }, '招聘会已创建');
      }
      const fair = mockSchoolFair(id);
      if (fair === undefined) return refuse(404, FAIR_MESSAGES.fairNotFound);
      Object.assign(fair, fields);
      return ok({ id }, '保存成功');
    }),
  ),
  http.get(
    fairPaths.schoolMap,
    withStaff((request) => {
      const zphid = new URL(request.url).searchParams.get('zphid') ?? '';
      if (mockSchoolFair(zphid) === undefined) return refuse(404, FAIR_MESSAGES.fairNotFound);
      return ok(mockHalls(zphid).map(hallMapOf));
    }),
  ),
  http.post(
    fairPaths.schoolSaveMap,
    withStaff(async (request) => {
      const input = (await request.json()) as HallMapInput;
      if (mockSchoolFair(input.zphid) === undefined) return refuse(404, FAIR_MESSAGES.fairNotFound);
      const stored = storeHall(input);
      return typeof stored === 'string' ? refuse(400, stored) : ok({ hcid: stored.hcid }, '展位图已保存');
    }),
  ),
  http.post(
    fairPaths.schoolImportMap,
    withStaff(async (request) => {
      const form = await request.formData();
      const file = form.get('file');
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : '';
      };
      const zphid = text('zphid');
      // Not instanceof File: under jest the part comes from another realm.
      if (file === null || typeof file === 'string') return refuse(400, '请选择要导入的展位表格（.xlsx）');
      if (mockSchoolFair(zphid) === undefined) return refuse(404, FAIR_MESSAGES.fairNotFound);
      if (file.name.startsWith('错误'))
        return refuse(400, MOCK_IMPORT_PROBLEMS[0]?.message ?? '', MOCK_IMPORT_PROBLEMS);
      const stored = storeHall({
        zphid,
        hcmc: text('hcmc'),
        hs: 2,
        ls: 3,
        cells: ['A1', 'A2', 'A3', 'B1', 'B2', 'B3'].map((bh, index) => ({
          h: Math.floor(index / 3),
          l: index % 3,
          bh: `I${bh}`,
          lx: MAP_SHEET_TYPES['标准'] ?? '1',
        })),
      });
      return typeof stored === 'string' ? refuse(400, stored) : ok({ hcid: stored.hcid }, '已导入6个展位');
    }),
  ),
  http.post(
    fairPaths.schoolRemoveHall,
    withStaff(async (request) => {
      const { zphid, hcid } = (await request.json()) as { zphid: string; hcid: string };
      if (!mockHalls(zphid).some((hall) => hall.hcid === hcid)) return refuse(400, '会场不存在');
      halls = halls.filter((hall) => hall.hcid !== hcid);
      recount(zphid);
      return ok(null, '会场已删除');
    }),
  ),
];

/** The site has no fair yet: the list says so and offers 新建招聘会. */
export const emptySchoolFairs: AnyHandler = http.get(
  fairPaths.schoolList,
  withStaff(() => ok({ records: [], total: 0 })),
);
