import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popconfirm } from '../../ui/Popconfirm';
import { showLayoutInJsdom } from './layoutShim';

showLayoutInJsdom();

function setup(onConfirm: () => void | Promise<unknown> = jest.fn(), danger = false) {
  const onCancel = jest.fn();
  const user = userEvent.setup();
  render(
    <Popconfirm
      title="确定删除该职位吗？"
      description="删除后不可恢复。"
      onConfirm={onConfirm}
      onCancel={onCancel}
      danger={danger}
    >
      <button type="button">删除</button>
    </Popconfirm>,
  );
  return { user, onCancel, onConfirm, trigger: screen.getByRole('button', { name: '删除' }) };
}

describe('Popconfirm', () => {
  it('opens a dialog named by its question with focus on 确定', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: '确定删除该职位吗？' });
    expect(dialog).toHaveAccessibleDescription('删除后不可恢复。');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
  });

  it('starts on 取消 when the action is destructive', async () => {
    const { user, trigger } = setup(jest.fn(), true);
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus());
  });

  it('calls back on 确定, closes and returns focus to the trigger', async () => {
    const onConfirm = jest.fn();
    const { user, trigger } = setup(onConfirm);
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps the bubble open with a busy 确定 until an async confirm settles', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    const { user, trigger } = setup(onConfirm);
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('button', { name: '确定' })).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the confirm fails, so the person can retry', async () => {
    const { user, trigger } = setup(() => Promise.reject(new Error('网络错误')));
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '确定' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cancels on Escape and returns focus', async () => {
    const { user, trigger, onCancel, onConfirm } = setup();
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
