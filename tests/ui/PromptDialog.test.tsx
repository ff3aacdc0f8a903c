import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PromptDialog, type PromptDialogProps } from '../../ui/PromptDialog';
import { ThemeRoot } from '../../ui/theme';
import { showLayoutInJsdom } from './layoutShim';

showLayoutInJsdom();

function Harness(props: Partial<PromptDialogProps> & Pick<PromptDialogProps, 'onSubmit'>) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeRoot>
      <button onClick={() => setOpen(true)}>下线</button>
      <PromptDialog
        open={open}
        title="下线"
        label="下线原因"
        required
        limit={10}
        okText="确认下线"
        validate={(text) => (text === '' ? '请填写下线的原因' : null)}
        onCancel={() => setOpen(false)}
        {...props}
        onSubmit={async (text) => {
          const refusal = await props.onSubmit(text);
          if (typeof refusal !== 'string') setOpen(false);
          return refusal;
        }}
      />
    </ThemeRoot>
  );
}

async function open(props: Pick<PromptDialogProps, 'onSubmit'>) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: '下线' }));
  const field = await screen.findByRole('textbox', { name: /下线原因/ });
  return { user, field };
}

describe('PromptDialog', () => {
  it('is a dialog named by its title whose required field starts with the focus', async () => {
    const { field } = await open({ onSubmit: jest.fn() });
    expect(screen.getByRole('dialog', { name: '下线' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toBeRequired();
  });

  it('refuses by its rule at the field, without calling onSubmit', async () => {
    const onSubmit = jest.fn();
    const { user, field } = await open({ onSubmit });
    await user.click(screen.getByRole('button', { name: '确认下线' }));
    expect(await screen.findByText('请填写下线的原因')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the trimmed text, counting characters against the limit', async () => {
    const onSubmit = jest.fn();
    const { user, field } = await open({ onSubmit });
    await user.type(field, ' 单位已停招 ');
    expect(screen.getByText('5/10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认下线' }));
    expect(onSubmit).toHaveBeenCalledWith('单位已停招');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refusal returned by onSubmit at the field and stays open; typing clears it', async () => {
    const { user, field } = await open({ onSubmit: () => Promise.resolve('原因不能超过500个字') });
    await user.type(field, '太长');
    await user.click(screen.getByRole('button', { name: '确认下线' }));
    expect(await screen.findByText('原因不能超过500个字')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '下线' })).toBeInTheDocument();
    await user.type(field, '了');
    expect(screen.queryByText('原因不能超过500个字')).not.toBeInTheDocument();
  });

  it('starts empty when opened again after a cancel', async () => {
    const { user, field } = await open({ onSubmit: jest.fn() });
    await user.type(field, '草稿');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await user.click(screen.getByRole('button', { name: '下线' }));
    expect(await screen.findByRole('textbox', { name: /下线原因/ })).toHaveValue('');
  });
});
