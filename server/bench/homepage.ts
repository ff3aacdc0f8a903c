/**
 * The public homepage in the benchmark: its HTML and the /web/wsjysc/wzsy calls its first screen makes
 * (as the demo school's homepage makes them), and a burst of visitors opening it at one moment.
 */
import autocannon from 'autocannon';
import { activityPaths } from '../../contract/activities';
import { announcementPaths } from '../../contract/announcements';
import { fairPaths } from '../../contract/fairs';
import { homepagePaths } from '../../contract/homepage';
import { positionPaths } from '../../contract/positions';
import { sitePaths } from '../../contract/site';

/** The site of the demo data (server/demo/seed.ts), whose homepage `/` is. */
const SITE = '00000';
/** How many items the homepage's blocks ask for (features/homepage/components/ContentBlocks.tsx). */
const BLOCK_SIZE = 6;

const chinaDay = (time: number) => new Date(time + 8 * 3600_000).toISOString().slice(0, 10);

export type HomepageRequest = { name: string; method: 'GET' | 'POST'; path: string };

/**
 * What a browser asks for when it opens the homepage: the page, the main site's code (the root
 * address's shell asks it), then each block's call.
 */
export function homepageVisit(now = Date.now()): HomepageRequest[] {
  const today = chinaDay(now);
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  const calls: Omit<HomepageRequest, 'method'>[] = [
    { name: 'first screen (GET getLbsj)', path: `${homepagePaths.homepage}?${query({ xxdm: SITE })}` },
    {
      name: 'fairs (GET getZph)',
      path: `${fairPaths.publicList}?${query({ xxdm: SITE, size: BLOCK_SIZE, ksrq: today })}`,
    },
    {
      name: 'talks (GET getXjh)',
      path: `${activityPaths.publicTalks}?${query({ xxdm: SITE, size: BLOCK_SIZE, ksrq: today })}`,
    },
    {
      name: 'announcements (GET getZpgg)',
      path: `${announcementPaths.publicList}?${query({ xxdm: SITE, size: BLOCK_SIZE })}`,
    },
    {
      name: 'positions (GET getZpgw)',
      path: `${positionPaths.publicList}?${query({ xxdm: SITE, size: BLOCK_SIZE })}`,
    },
    {
      name: 'calendar (GET getHdrllb)',
      path: `${activityPaths.calendar}?${query({ xxdm: SITE, yf: today.slice(0, 7) })}`,
    },
  ];
  return [
    { name: 'homepage HTML (GET /)', method: 'GET', path: '/' },
    { name: 'main site code (POST /pub/hqzzxxdm)', method: 'POST', path: sitePaths.mainSchoolCode },
    ...calls.map((call) => ({ ...call, method: 'GET' as const })),
  ];
}

export type BurstResult = {
  visitors: number;
  requests: number;
  seconds: number;
  failures: number;
  /** Database queries the server ran while serving the burst. */
  queries: number;
};

/** Sockets one autocannon process keeps open without its own event loop becoming the bottleneck. */
const MAX_CONNECTIONS = 1000;

/**
 * `visitors` browsers open the homepage at the same moment, asking for the page and every call of its
 * first screen in turn (over at most MAX_CONNECTIONS connections: beyond that the load generator, not
 * the server, is measured); the server's query count before and after says what the burst cost the
 * database.
 */
export async function homepageBurst(
  base: string,
  visitors: number,
  queryCount: () => Promise<number>,
): Promise<BurstResult> {
  const visit = homepageVisit();
  let failures = 0;
  const before = await queryCount();
  const result = await autocannon({
    url: base,
    connections: Math.min(visitors, MAX_CONNECTIONS),
    amount: visitors * visit.length,
    timeout: 60,
    requests: visit.map(({ method, path }) => ({
      method,
      path,
      onResponse: (status: number, body: string) => {
        if (status !== 200 || (body.startsWith('{"code"') && !body.startsWith('{"code":200'))) failures += 1;
      },
    })),
  });
  return {
    visitors,
    requests: result['2xx'] + result.non2xx,
    seconds: result.duration,
    failures: failures + result.errors + result.timeouts,
    queries: (await queryCount()) - before,
  };
}
