import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../../ui/Form';
import { TextArea } from '../../ui/TextArea';

describe('TextArea', () => {
  it('is labelled by its field, shows four rows and reports its text', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <FormField label="单位简介" error="请输入单位简介">
        <TextArea onChange={onChange} />
      </FormField>,
    );
    const textArea = screen.getByRole('textbox', { name: '单位简介' });
    expect(textArea).toHaveAttribute('rows', '4');
    expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await user.type(textArea, '第一行{Enter}第二行');
    expect(onChange).toHaveBeenLastCalledWith('第一行\n第二行');
  });

  it('shows a footer inside its frame', () => {
    render(<TextArea aria-label="备注" footer={<span>0/100</span>} />);
    expect(screen.getByText('0/100')).toBeInTheDocument();
  });
});
