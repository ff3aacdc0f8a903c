import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionBar } from '../../ui/ActionBar';

const items = [
  { key: 'pass', label: '通过', primary: true },
  { key: 'reject', label: '驳回', danger: true },
  { key: 'changes', label: '要求修改' },
] as const;

describe('ActionBar', () => {
  it('is a labelled group of the actions in order, each reporting its key', async () => {
    const onAction = jest.fn();
    render(<ActionBar aria-label="审核操作" items={items} onAction={onAction} />);
    const group = within(screen.getByRole('group', { name: '审核操作' }));
    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '通过',
      '驳回',
      '要求修改',
    ]);
    await userEvent.click(group.getByRole('button', { name: '驳回' }));
    expect(onAction).toHaveBeenCalledWith('reject');
  });

  it('shows nothing when nothing is allowed', () => {
    render(<ActionBar aria-label="审核操作" items={[]} onAction={jest.fn()} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
