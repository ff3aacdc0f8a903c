import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', async () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>取消</Button>
        <Button htmlType="submit">提交</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '取消' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('calls onClick from mouse, Enter and Space', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>保存</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading shows a spinner, is busy, keeps focus and ignores clicks and submits', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button htmlType="submit" loading onClick={onClick}>
          提交中
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '提交中' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button.querySelector('[data-ui="spinner"]')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when disabled cannot be clicked', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        删除
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '删除' })).not.toHaveAttribute('aria-busy');
  });

  it('puts the icon before the label and takes its accessible name from aria-label when icon-only', () => {
    render(
      <>
        <Button icon={<Icon name="plus" />}>发布职位</Button>
        <Button icon={<Icon name="close" />} aria-label="关闭" />
      </>,
    );
    const withLabel = screen.getByRole('button', { name: '发布职位' });
    expect(withLabel.firstElementChild?.querySelector('[data-icon="plus"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveAttribute('data-ui', 'button');
  });

  it('forwards its ref to the native button', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>确定</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: '确定' }));
  });
});
