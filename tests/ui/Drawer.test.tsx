import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Drawer } from '../../ui/Drawer';
import { showLayoutInJsdom } from './layoutShim';

showLayoutInJsdom();

function Harness({ maskClosable }: { maskClosable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        查看简历
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="简历详情" maskClosable={maskClosable}>
        <button type="button">下载附件</button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog named by its title that takes focus and locks page scroll', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '查看简历' }));
    const dialog = screen.getByRole('dialog', { name: '简历详情' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '查看简历' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a mask click unless told not to', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: '查看简历' }));
    await user.click(document.querySelector('[data-ui="drawer-mask"]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness maskClosable={false} />);
    await user.click(screen.getByRole('button', { name: '查看简历' }));
    await user.click(document.querySelector('[data-ui="drawer-mask"]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
