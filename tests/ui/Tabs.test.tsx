import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from '../../ui/Tabs';

const items: TabItem[] = [
  { key: 'pending', label: '待审核', children: <p>待审核的职位</p> },
  { key: 'published', label: '已发布', children: <p>已发布的职位</p> },
  { key: 'offline', label: '已下线', children: <p>已下线的职位</p>, disabled: true },
  { key: 'rejected', label: '已驳回', children: <p>已驳回的职位</p> },
];

describe('Tabs', () => {
  it('has one tab stop and links each tab to its panel', () => {
    render(<Tabs items={items} aria-label="职位状态" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    const selected = screen.getByRole('tab', { selected: true });
    expect(screen.getByRole('tabpanel', { name: '待审核' })).toHaveAttribute(
      'id',
      selected.getAttribute('aria-controls'),
    );
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs items={items} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: '待审核' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '已发布' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '已发布' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('已发布的职位')).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '已驳回' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '待审核' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(onChange.mock.calls.map(([key]) => key as string)).toEqual([
      'published',
      'rejected',
      'pending',
      'rejected',
    ]);
  });

  it('mounts a panel the first time its tab opens and keeps it afterwards', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} />);
    expect(screen.queryByText('已发布的职位')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '已发布' }));
    await user.click(screen.getByRole('tab', { name: '待审核' }));
    expect(screen.getByText('已发布的职位')).not.toBeVisible();
  });

  it('ignores clicks and keys while the whole list is disabled, keeping its active tab, and works once enabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<Tabs items={items} onChange={onChange} disabled />);
    const tabs = screen.getAllByRole('tab');
    tabs.forEach((tab) => expect(tab).toHaveAttribute('aria-disabled', 'true'));
    await user.tab();
    expect(screen.getByRole('tab', { name: '待审核' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{End}');
    expect(screen.getByRole('tab', { name: '待审核' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: '已发布' }));
    expect(screen.getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('待审核的职位')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();

    rerender(<Tabs items={items} onChange={onChange} />);
    tabs.forEach((tab) => expect(tab).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('tab', { name: '已发布' }));
    expect(screen.getByText('已发布的职位')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '已驳回' })).toHaveFocus();
    expect(onChange.mock.calls.map(([key]) => key as string)).toEqual(['published', 'rejected']);
  });

  it('follows a controlled active key', () => {
    const { rerender } = render(<Tabs items={items} activeKey="pending" />);
    rerender(<Tabs items={items} activeKey="rejected" />);
    expect(screen.getByRole('tab', { name: '已驳回' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('已驳回的职位')).toBeVisible();
  });
});
