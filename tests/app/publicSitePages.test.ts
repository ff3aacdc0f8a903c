import { matchPublicPage } from '../../app/publicSite/routes/publicPages';

it.each([
  ['/', undefined, 'home'],
  ['/site/00001', '00001', 'home'],
  ['/site/00001/', '00001', 'home'],
  ['/site/00001/tzgg', '00001', 'notices'],
  ['/site/00001/tzgg/n1', '00001', 'notice'],
  ['/site/00001/zpgw/p%201', '00001', 'position'],
  ['/site/00001/search', '00001', 'search'],
  ['/site/00001/zph', '00001', 'activities'],
  ['/site/00001/xjh/t1', '00001', 'activity'],
])('%s is the page %s / %s', (pathname, xxdm, name) => {
  const page = matchPublicPage(pathname);
  expect(page?.xxdm).toBe(xxdm);
  expect(page?.node?.name).toBe(name);
});

it('has no page for other addresses: outside the sites none, inside a site its not-found frame', () => {
  expect(matchPublicPage('/dwpage/')).toBeNull();
  expect(matchPublicPage('/anything')).toBeNull();
  expect(matchPublicPage('/site/00001/no/such/page')).toEqual({ xxdm: '00001', node: null, pattern: '' });
});
