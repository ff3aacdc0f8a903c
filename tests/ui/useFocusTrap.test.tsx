import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusTrap } from '../../ui/internal/useFocusTrap';
import { showLayoutInJsdom } from './layoutShim';

showLayoutInJsdom();

function Harness({ onEscape = jest.fn(), returnFocus }: { onEscape?: () => void; returnFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(ref, open, { onEscape, returnFocus, initialFocus: confirmRef });
  return (
    <>
      <button onClick={() => setOpen(true)}>打开</button>
      <button>外部</button>
      {open && (
        <div ref={ref} tabIndex={-1}>
          <button>第一项</button>
          <button ref={confirmRef}>确定</button>
          <button onClick={() => setOpen(false)}>关闭</button>
        </div>
      )}
    </>
  );
}

describe('useFocusTrap', () => {
  it('focuses the initial element and keeps Tab inside the container in both directions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '第一项' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
  });

  it('reports Escape to the owner without ending the trap by itself', async () => {
    const user = userEvent.setup();
    const onEscape = jest.fn();
    render(<Harness onEscape={onEscape} />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
  });

  it('returns focus to the element focused before activation when it ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves focus alone on deactivation when returnFocus is false', async () => {
    const user = userEvent.setup();
    render(<Harness returnFocus={false} />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opener).not.toHaveFocus();
  });
});
