import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField } from '../../ui/Form';
import { Input } from '../../ui/Input';

describe('Input', () => {
  it('is labelled, described and marked invalid through its FormField', () => {
    render(
      <FormField label="联系方式" required error="请输入联系方式" help="手机号或邮箱">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '联系方式' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('请输入联系方式 手机号或邮箱');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入联系方式');
  });

  it('marks itself invalid with status error', () => {
    render(<Input aria-label="单位名称" status="error" />);
    expect(screen.getByRole('textbox', { name: '单位名称' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports the typed text and keeps prefix and suffix around it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Input aria-label="薪资" prefix="￥" suffix="元/月" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: '薪资' }), '8000');
    expect(onChange).toHaveBeenLastCalledWith('8000');
    expect(screen.getByText('￥')).toBeInTheDocument();
    expect(screen.getByText('元/月')).toBeInTheDocument();
  });

  it('clears its text and keeps focus in the field', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('张三');
      return <Input aria-label="姓名" clearable value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: '姓名' });
    await user.click(screen.getByRole('button', { name: '清除内容' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: '清除内容' })).not.toBeInTheDocument();
  });

  it('offers no clear button when disabled', () => {
    render(<Input aria-label="姓名" clearable defaultValue="张三" disabled />);
    expect(screen.getByRole('textbox', { name: '姓名' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '清除内容' })).not.toBeInTheDocument();
  });

  it('focuses the field when the frame around it is clicked', async () => {
    const user = userEvent.setup();
    render(<Input aria-label="薪资" prefix="￥" />);
    await user.click(screen.getByText('￥'));
    expect(screen.getByRole('textbox', { name: '薪资' })).toHaveFocus();
  });
});
