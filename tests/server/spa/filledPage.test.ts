import { filledPage, type PageParts, type Template } from '../../../server/spa/pages';

const template: Template = {
  text: '<html><head><title>t</title></head><body><div id="root"></div></body></html>',
  mtimeMs: 1,
};
const asIs = (text: string) => text;

describe('filledPage', () => {
  it('fills a page once per template, head and rendered parts, with the ETag of what it sends', () => {
    const rendered: PageParts = { head: '<meta name="x">', root: '<main>首页</main>' };
    const first = filledPage('/a', template, '<style>a</style>', rendered, asIs);
    expect(first.html).toBe(
      '<html><head><title>t</title><style>a</style><meta name="x"></head><body><div id="root"><main>首页</main></div></body></html>',
    );
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(filledPage('/a', template, '<style>a</style>', rendered, asIs)).toBe(first);

    const recoloured = filledPage('/a', template, '<style>b</style>', rendered, asIs);
    expect(recoloured.etag).not.toBe(first.etag);
    const rebuilt = filledPage('/a', { ...template, mtimeMs: 2 }, '<style>b</style>', rendered, asIs);
    expect(rebuilt).not.toBe(recoloured);
    expect(rebuilt.html).toBe(recoloured.html);
  });

  it('keeps pages without rendered parts per address and head', () => {
    const plain = filledPage('/b', template, '<style>a</style>', null, asIs);
    expect(plain.html).toContain('<title>t</title><style>a</style></head>');
    expect(plain.html).toContain('<div id="root"></div>');
    expect(filledPage('/b', template, '<style>a</style>', null, asIs)).toBe(plain);
    expect(filledPage('/b', template, '<style>c</style>', null, asIs)).not.toBe(plain);
  });
});
