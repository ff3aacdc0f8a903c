import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox, CheckboxGroup } from '../../ui/Checkbox';
import { FormField } from '../../ui/Form';
import { RadioGroup } from '../../ui/Radio';
import { Switch } from '../../ui/Switch';

const degrees = [
  { label: '本科', value: 'bachelor' },
  { label: '硕士', value: 'master' },
  { label: '博士', value: 'doctor', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its field and moves the choice with arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <FormField label="学历要求">
        <RadioGroup options={degrees} onChange={onChange} />
      </FormField>,
    );
    expect(screen.getByRole('radiogroup', { name: '学历要求' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '本科' }));
    expect(onChange).toHaveBeenLastCalledWith('bachelor');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('master');
    expect(screen.getByRole('radio', { name: '硕士' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '博士' })).toBeDisabled();
  });

  it('reports a blur only when focus leaves the whole group', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    render(
      <>
        <RadioGroup aria-label="学历要求" options={degrees} defaultValue="bachelor" onBlur={onBlur} />
        <button type="button">下一项</button>
      </>,
    );
    await user.click(screen.getByRole('radio', { name: '本科' }));
    await user.keyboard('{ArrowRight}');
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('Checkbox', () => {
  it('announces an indeterminate "select all" as mixed', () => {
    render(
      <Checkbox indeterminate checked={false}>
        全选
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox', { name: '全选' })).toBePartiallyChecked();
  });

  it('drives a select-all over a group', async () => {
    const user = userEvent.setup();
    const values = degrees.filter((degree) => !degree.disabled).map((degree) => degree.value);
    function SelectAll() {
      const [checked, setChecked] = useState<string[]>(['bachelor']);
      return (
        <>
          <Checkbox
            checked={checked.length === values.length}
            indeterminate={checked.length > 0 && checked.length < values.length}
            onChange={(all) => setChecked(all ? values : [])}
          >
            全选
          </Checkbox>
          <CheckboxGroup aria-label="学历要求" options={degrees} value={checked} onChange={setChecked} />
        </>
      );
    }
    render(<SelectAll />);
    const all = screen.getByRole('checkbox', { name: '全选' });
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: '硕士' })).toBeChecked();
    expect(all).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '本科' }));
    expect(all).toBePartiallyChecked();
  });

  it('keeps the options order in the group value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CheckboxGroup aria-label="学历要求" options={degrees} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '硕士' }));
    await user.click(screen.getByRole('checkbox', { name: '本科' }));
    expect(onChange).toHaveBeenLastCalledWith(['bachelor', 'master']);
  });

  it('is a named group inside a FormField, with required stated in words', () => {
    render(
      <FormField label="福利待遇" required error="请至少选择一项">
        <CheckboxGroup options={degrees} />
      </FormField>,
    );
    const group = screen.getByRole('group', { name: /^福利待遇\s*（必填）$/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('请至少选择一项');
  });

  it('works alone, labelled by its own text and its field', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <FormField label="协议" required>
        <Checkbox onChange={onChange}>我已阅读并同意</Checkbox>
      </FormField>,
    );
    const checkbox = screen.getByRole('checkbox', { name: /我已阅读并同意/ });
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    await user.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});

describe('Switch', () => {
  it('is a switch whose state is aria-checked, toggled by click and Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Switch aria-label="接收推送" checkedText="开" uncheckedText="关" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '接收推送' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('关');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('开');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is labelled by a FormField and ignores clicks while loading or disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <>
        <FormField label="公开职位">
          <Switch loading onChange={onChange} />
        </FormField>
        <Switch aria-label="停用" disabled onChange={onChange} />
      </>,
    );
    const loading = screen.getByRole('switch', { name: '公开职位' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    await user.click(loading);
    await user.click(screen.getByRole('switch', { name: '停用' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
