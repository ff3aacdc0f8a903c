import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '../../ui/Pagination';

describe('Pagination', () => {
  it('shows the total and marks the current page', () => {
    render(<Pagination page={3} pageSize={10} total={1234} onChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByText('共 1,234 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 124 页' })).toBeInTheDocument();
  });

  it('moves with 上一页 and 下一页, disabled at the ends', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<Pagination page={1} pageSize={10} total={30} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);

    rerender(<Pagination page={3} pageSize={10} total={30} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('jumps to the typed page on Enter and ignores nonsense', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={1} pageSize={10} total={200} onChange={onChange} />);
    const jumper = screen.getByRole('textbox', { name: '跳至页码' });
    await user.type(jumper, '5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5, 10);
    expect(jumper).toHaveValue('');

    onChange.mockClear();
    await user.type(jumper, '第五{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('changes the page size and keeps the first visible row on screen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={5} pageSize={10} total={200} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20 条/页');
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
  });

  it('jumps five pages from an ellipsis', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={10} pageSize={10} total={300} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(15, 10);
  });

  it('on phones shows 上一页 1/10 下一页', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={1} pageSize={10} total={100} onChange={onChange} variant="phone" />);
    expect(screen.getByText('第 1 页，共 10 页')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
  });
});
