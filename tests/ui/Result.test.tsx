import { render, screen } from '@testing-library/react';
import { Button } from '../../ui/Button';
import { Result } from '../../ui/Result';

describe('Result', () => {
  it.each([
    ['success', '操作成功'],
    ['error', '操作失败'],
    ['info', '提示'],
    ['warning', '请注意'],
    ['403', '无权访问'],
    ['404', '页面不存在'],
  ] as const)('%s is a region named by its default title %s', (status, title) => {
    render(<Result status={status} />);
    expect(screen.getByRole('region', { name: title })).toHaveAttribute('data-status', status);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });

  it('403 says the account may not open the page unless a subtitle is given', () => {
    render(<Result status="403" />);
    expect(screen.getByText('当前账号没有访问此页面的权限。')).toBeInTheDocument();
  });

  it('404 explains itself unless a subtitle is given', () => {
    const { rerender } = render(<Result status="404" />);
    expect(screen.getByText('您访问的页面不存在或已被删除，请检查地址是否正确。')).toBeInTheDocument();
    rerender(<Result status="404" subtitle="该职位已下线" />);
    expect(screen.getByText('该职位已下线')).toBeInTheDocument();
  });

  it('shows the given title, subtitle, actions and heading level', () => {
    render(
      <Result
        status="success"
        title="展位预订成功"
        subtitle="请在招聘会开始前完成缴费。"
        extra={<Button>查看我的预订</Button>}
        headingLevel={1}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '展位预订成功' })).toBeInTheDocument();
    expect(screen.getByText('请在招聘会开始前完成缴费。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看我的预订' })).toBeInTheDocument();
  });

  it('keeps the status icon out of the accessibility tree', () => {
    const { container } = render(<Result status="error" title="提交失败" />);
    for (const svg of container.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
