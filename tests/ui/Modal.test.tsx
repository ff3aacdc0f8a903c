import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import { Modal, modal, showResult, type ModalProps } from '../../ui/Modal';
import { ThemeRoot } from '../../ui/theme';
import { showLayoutInJsdom } from './layoutShim';

showLayoutInJsdom();
afterEach(() => {
  act(() => {
    resetFeedback();
  });
});

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeRoot>
      <button onClick={() => setOpen(true)}>编辑联系人</button>
      <Modal
        open={open}
        title="编辑联系人"
        onOk={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        {...props}
      >
        <label>
          姓名 <input />
        </label>
      </Modal>
    </ThemeRoot>
  );
}

async function openHarness(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: '编辑联系人' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: '编辑联系人' });
  return { user, opener, dialog };
}

const mask = () => document.querySelector<HTMLElement>('[data-ui="modal-mask"]')!;

describe('Modal', () => {
  it('is a modal dialog named by its title, with 确定 and 取消 by default', async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('uses custom button texts', async () => {
    await openHarness({ okText: '保存', cancelText: '放弃' });
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '放弃' })).toBeInTheDocument();
  });

  it('keeps Tab inside and gives focus back to the opener when closed', async () => {
    const { user, opener } = await openHarness();
    await waitFor(() => expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: '关闭' })),
    ],
    [
      'the mask',
      () => {
        fireEvent.click(mask());
        return Promise.resolve();
      },
    ],
  ])('closes on %s', async (_how, close) => {
    const { user } = await openHarness();
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and the mask and shows no close button when not dismissible', async () => {
    const { user } = await openHarness({ dismissible: false });
    await user.keyboard('{Escape}');
    fireEvent.click(mask());
    expect(screen.getByRole('dialog', { name: '编辑联系人' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });

  it('marks OK busy and ignores clicks on it while loading', async () => {
    const onOk = jest.fn();
    const { user } = await openHarness({ okLoading: true, onOk });
    const ok = screen.getByRole('button', { name: '确定' });
    expect(ok).toHaveAttribute('aria-busy', 'true');
    await user.click(ok);
    expect(onOk).not.toHaveBeenCalled();
  });

  it('locks page scrolling while open and restores it after', async () => {
    const { user } = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(document.body.style.overflow).toBe('');
  });

  it.each([
    [600, '600px'],
    ['80vw', '80vw'],
  ])('takes width %p as %s', async (width, css) => {
    const { dialog } = await openHarness({ width });
    expect(getComputedStyle(dialog).width).toBe(css);
  });

  it('gives phone buttons the 44 px touch size', async () => {
    await openHarness({ variant: 'phone' });
    expect(getComputedStyle(screen.getByRole('button', { name: '确定' })).height).toBe('44px');
  });
});

describe('imperative dialogs', () => {
  const renderHost = () =>
    render(
      <ThemeRoot>
        <FeedbackHost />
      </ThemeRoot>,
    );

  it('resolves a confirm with true on 确定', async () => {
    const user = userEvent.setup();
    renderHost();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = modal.confirm({ title: '删除职位', content: '确定删除该职位吗？' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: '删除职位' });
    expect(dialog).toHaveAccessibleDescription('确定删除该职位吗？');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      '取消',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: '取消' })),
    ],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('resolves a confirm with false on %s', async (_how, answerWith) => {
    const user = userEvent.setup();
    renderHost();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = modal.confirm({ title: '删除职位', okText: '删除', cancelText: '取消' });
    });
    await screen.findByRole('alertdialog', { name: '删除职位' });
    await answerWith(user);
    await expect(answer).resolves.toBe(false);
  });

  it('shows a single OK button on warning, success, error and info', async () => {
    renderHost();
    for (const kind of ['warning', 'success', 'error', 'info'] as const) {
      act(() => {
        void modal[kind]({ title: kind });
      });
      await screen.findByRole('alertdialog', { name: kind });
      expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
      act(() => {
        resetFeedback();
      });
    }
  });

  it.each([
    ['success with the default text', 200, '', undefined, '操作成功'],
    ['success with a custom text', 200, '', '保存成功', '保存成功'],
    ['a warning with the server message', 500, '该职位已下架', undefined, '该职位已下架'],
    ['a warning with a fallback when the server says nothing', 4001, '', undefined, '操作失败'],
  ])('showResult shows %s', async (_name, code, message, successText, shown) => {
    renderHost();
    act(() => {
      void showResult({ code, message }, successText);
    });
    expect(await screen.findByRole('alertdialog', { name: '提示' })).toHaveAccessibleDescription(shown);
  });

  it('answers every open dialog with false on reset, so nothing is left waiting', async () => {
    renderHost();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = modal.confirm({ title: '离开页面' });
    });
    act(() => {
      resetFeedback();
    });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
