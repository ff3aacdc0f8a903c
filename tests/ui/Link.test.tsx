import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { isExternalHref } from '../../ui/Link/isExternalHref';

function CurrentPath() {
  return <output>{useLocation().pathname}</output>;
}

describe('Link', () => {
  it('navigates inside the app through the router', async () => {
    render(
      <MemoryRouter initialEntries={['/dwsy']}>
        <Link to="/zph/zphlb">招聘会列表</Link>
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/dwsy');
    await userEvent.click(screen.getByRole('link', { name: '招聘会列表' }));
    expect(screen.getByRole('status')).toHaveTextContent('/zph/zphlb');
  });

  it('opens other sites in a new tab with a safe rel and says so', () => {
    render(
      <Link href="https://www.ncss.cn/" rel="external">
        国家大学生就业服务平台
      </Link>,
    );
    const link = screen.getByRole('link', { name: /国家大学生就业服务平台\s*（在新窗口中打开）/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['external', 'noopener', 'noreferrer']);
  });

  it('keeps same-site plain links in the same tab', () => {
    render(<Link href="/dwpage/static/模板.docx">下载模板</Link>);
    const link = screen.getByRole('link', { name: '下载模板' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('lets `external` override the detection', () => {
    render(
      <Link href="/dwpage/help" external>
        帮助中心
      </Link>,
    );
    expect(screen.getByRole('link', { name: /帮助中心/ })).toHaveAttribute('target', '_blank');
  });
});

describe('isExternalHref', () => {
  const origin = 'https://job.example.edu.cn';
  it.each([
    ['https://www.ncss.cn/', true],
    ['http://job.example.edu.cn/other', true],
    ['//cdn.example.com/a.pdf', true],
    ['https://job.example.edu.cn/dwpage/', false],
    ['/dwpage/zph/zphlb', false],
    ['zphlb', false],
    ['mailto:hr@example.com', false],
    ['tel:057100000000', false],
  ])('%s leaves the site: %s', (href, expected) => {
    expect(isExternalHref(href, origin)).toBe(expected);
  });
});
