import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField } from '../../ui/Form';
import { LimitedTextArea } from '../../ui/LimitedTextArea';
import { applyLimitedEdit } from '../../ui/LimitedTextArea/limitedEdit';

describe('applyLimitedEdit', () => {
  it.each<[string, string, string, number, { text: string; caret: number; removed: string }]>([
    ['typing within the limit', '中', '中文', 10, { text: '中文', caret: 2, removed: '' }],
    [
      'counts 中文 as two each and cuts what does not fit',
      'ab',
      'ab中文',
      4,
      { text: 'ab中', caret: 3, removed: '' },
    ],
    ['cuts only the paste, not the text after it', 'ad', 'abcd', 3, { text: 'abd', caret: 2, removed: '' }],
    ['keeps the text when nothing fits', 'abcd', 'abxcd', 4, { text: 'abcd', caret: 2, removed: '' }],
    [
      'strips illegal characters and reports each once',
      '',
      'a<b>c<',
      10,
      { text: 'abc', caret: 3, removed: '<>' },
    ],
    ['never splits an emoji at the limit', 'a', 'a😀', 2, { text: 'a', caret: 1, removed: '' }],
    ['lets deletions through', 'abc', 'ac', 2, { text: 'ac', caret: 1, removed: '' }],
    [
      'cuts a value that was already too long from the start',
      'abcdef',
      'abcdefg',
      4,
      { text: 'abcd', caret: 4, removed: '' },
    ],
  ])('%s', (_, previous, raw, limit, expected) => {
    expect(applyLimitedEdit(previous, raw, limit)).toEqual(expected);
  });
});

function Controlled({ limit, onIllegalInput }: { limit?: number; onIllegalInput?: jest.Mock }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="问题描述">
      <LimitedTextArea value={value} onChange={setValue} limit={limit} onIllegalInput={onIllegalInput} />
    </FormField>
  );
}

describe('LimitedTextArea', () => {
  it('shows 4/200 after typing 中文 and describes the field with the counter', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: '问题描述' });
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await user.type(field, '中文');
    expect(screen.getByText('4/200')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('4/200');
    expect(field).toHaveAttribute('rows', '4');
  });

  it('cuts typing at the limit by the width measure', async () => {
    const user = userEvent.setup();
    render(<Controlled limit={6} />);
    const field = screen.getByRole('textbox');
    await user.type(field, 'ab中文cd');
    expect(field).toHaveValue('ab中文');
    expect(screen.getByText('6/6')).toBeInTheDocument();
  });

  it('strips illegal characters and shows the spec message', async () => {
    const user = userEvent.setup();
    const onIllegalInput = jest.fn();
    render(<Controlled onIllegalInput={onIllegalInput} />);
    const field = screen.getByRole('textbox');
    await user.type(field, 'a<b');
    expect(field).toHaveValue('ab');
    const message = '系统监测到非法字符输入：<，请重新输入!';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onIllegalInput).toHaveBeenCalledWith('<', message);
    await user.type(field, 'c');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('trims the text when the field loses focus, not while typing', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const field = screen.getByRole('textbox');
    await user.type(field, '  你好 世界 ');
    expect(field).toHaveValue('  你好 世界 ');
    await user.tab();
    expect(field).toHaveValue('你好 世界');
    expect(screen.getByText('9/200')).toBeInTheDocument();
  });

  it('leaves pinyin alone while an input method composes, then applies the limit', () => {
    render(<Controlled limit={4} />);
    const field = screen.getByRole('textbox');
    fireEvent.compositionStart(field);
    fireEvent.change(field, { target: { value: 'zhongwenzi' } });
    expect(field).toHaveValue('zhongwenzi');
    expect(screen.getByText('0/4')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '中文字' } });
    fireEvent.compositionEnd(field);
    expect(field).toHaveValue('中文');
    expect(screen.getByText('4/4')).toBeInTheDocument();
  });

  it('grows from two rows on phones', () => {
    render(<LimitedTextArea aria-label="问题描述" variant="phone" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('rows', '2');
  });
});
