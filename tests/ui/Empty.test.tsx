import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';

describe('Empty', () => {
  it('says 暂无数据 with a decorative illustration by default', () => {
    const { container } = render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a custom description and a working action', async () => {
    const onPublish = jest.fn();
    render(<Empty description="您还没有发布职位" action={<Button onClick={onPublish}>发布职位</Button>} />);
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.getByText('您还没有发布职位')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发布职位' }));
    expect(onPublish).toHaveBeenCalledTimes(1);
  });

  it('leaves the illustration out when image is null', () => {
    const { container } = render(<Empty image={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
