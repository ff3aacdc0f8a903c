import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../../ui/Form';
import { PasswordInput } from '../../ui/PasswordInput';

describe('PasswordInput', () => {
  it('toggles visibility with a pressed-state button named for what it does', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="密码">
        <PasswordInput defaultValue="Abc12345" />
      </FormField>,
    );
    const input = screen.getByLabelText('密码');
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: '显示密码' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(show).toHaveAttribute('aria-controls', input.id);

    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: '隐藏密码' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(hide).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reaches the toggle with Tab', async () => {
    const user = userEvent.setup();
    render(<PasswordInput aria-label="密码" />);
    await user.tab();
    expect(screen.getByLabelText('密码')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '显示密码' })).toHaveFocus();
  });
});
