import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountBadge, StatusBadge, formatCount } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { Descriptions } from '../../ui/Descriptions';
import { Steps } from '../../ui/Steps';
import { Tag } from '../../ui/Tag';
import { Tooltip } from '../../ui/Tooltip';

describe('Tag', () => {
  it('has a close button named after the tag', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Tag tone="primary" closable onClose={onClose}>
        上海
      </Tag>,
    );
    await user.click(screen.getByRole('button', { name: '删除标签 上海' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Badge', () => {
  it.each([
    [5, 99, '5'],
    [99, 99, '99'],
    [100, 99, '99+'],
    [12, 9, '9+'],
  ])('shows %i with max %i as %s', (count, max, text) => {
    expect(formatCount(count, max)).toBe(text);
  });

  it('hides a zero count unless asked and speaks the count', () => {
    const { rerender } = render(<CountBadge count={0} />);
    expect(screen.queryByText('0 条未读')).not.toBeInTheDocument();
    rerender(<CountBadge count={0} showZero />);
    expect(screen.getByText('0 条未读')).toBeInTheDocument();
    rerender(<CountBadge count={120} />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('120 条未读')).toBeInTheDocument();
  });

  it('names the state in words next to the dot', () => {
    render(<StatusBadge tone="danger">已驳回</StatusBadge>);
    expect(screen.getByText('已驳回')).toBeInTheDocument();
  });
});

describe('Steps', () => {
  it('marks the current step and says each step’s state', () => {
    render(
      <Steps
        aria-label="宣讲会申请进度"
        current={1}
        status="error"
        items={[{ title: '填写信息' }, { title: '学校审核' }, { title: '申请成功' }]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('第 1 步：填写信息（已完成）');
    expect(steps[1]).toHaveTextContent('第 2 步：学校审核（未通过）');
    expect(steps[2]).toHaveTextContent('第 3 步：申请成功（未开始）');
  });
});

describe('Card', () => {
  it('is a region named by its title and shows a busy placeholder while loading', () => {
    const { rerender } = render(
      <Card title="单位信息" extra={<a href="#edit">编辑</a>} loading>
        <p>某某科技有限公司</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: '单位信息' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('某某科技有限公司')).not.toBeInTheDocument();
    rerender(
      <Card title="单位信息" actions={[<button key="a">编辑</button>, <button key="b">删除</button>]}>
        <p>某某科技有限公司</p>
      </Card>,
    );
    expect(screen.getByText('某某科技有限公司')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '单位信息' })).toBeInTheDocument();
  });
});

describe('Descriptions', () => {
  it('pairs each label with its value in a description list', () => {
    render(
      <Descriptions
        title="基本信息"
        items={[
          { key: 'name', label: '单位名称', children: '某某科技有限公司' },
          { key: 'code', label: '统一社会信用代码', children: '91310000MA1FL4XXXX' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '单位名称',
      '统一社会信用代码',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '某某科技有限公司',
      '91310000MA1FL4XXXX',
    ]);
  });
});

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows on hover after a delay, describes its trigger, and hides on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <Tooltip content="审核通过后学生可见">
        <button type="button">发布</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: '发布' });
    await user.hover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Floating UI positions asynchronously; let that settle inside act.
    await act(async () => {
      jest.advanceTimersByTime(300);
      await Promise.resolve();
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('审核通过后学生可见');
    expect(button).toHaveAccessibleDescription('审核通过后学生可见');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows at once on keyboard focus and hides on blur', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <Tooltip content="审核通过后学生可见">
        <button type="button">发布</button>
      </Tooltip>,
    );
    await user.tab();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
