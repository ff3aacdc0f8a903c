import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown, type DropdownItem } from '../../ui/Dropdown';

const items: DropdownItem[] = [
  { key: 'edit', label: '编辑' },
  { key: 'copy', label: '复制' },
  { key: 'offline', label: '下线', disabled: true },
  { key: 'delete', label: '删除', danger: true, dividerBefore: true },
];

function setup() {
  const onSelect = jest.fn();
  const user = userEvent.setup();
  render(
    <Dropdown items={items} onSelect={onSelect}>
      更多操作
    </Dropdown>,
  );
  return { onSelect, user, button: screen.getByRole('button', { name: '更多操作' }) };
}

describe('Dropdown', () => {
  it('is a menu button that opens on ArrowDown with the first item focused', async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: '更多操作' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '编辑' })).toHaveFocus());
  });

  it('opens on ArrowUp at the last item, skips disabled items and chooses with Enter', async () => {
    const { user, button, onSelect } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '删除' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '复制' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('copy');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user, button, onSelect } = setup();
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '编辑' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('jumps to an item by its first character', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('删');
    expect(screen.getByRole('menuitem', { name: '删除' })).toHaveFocus();
  });

  it('ignores a click on a disabled item and closes on a press outside', async () => {
    const { user, button, onSelect } = setup();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: '下线' }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
