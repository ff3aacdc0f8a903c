import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteError } from '../../ui/RouteError';

describe('RouteError', () => {
  it('says the page failed and offers to reload it', async () => {
    const reload = jest.fn();
    render(<RouteError onReload={reload} />);
    expect(screen.getByRole('heading', { level: 1, name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByText('网络异常或系统已更新，请刷新页面后重试。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the given title and explanation', () => {
    render(<RouteError title="暂时无法打开该页面" description="请先完成问卷。" reloadText="重新加载" />);
    expect(screen.getByRole('heading', { name: '暂时无法打开该页面' })).toBeInTheDocument();
    expect(screen.getByText('请先完成问卷。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
