import { render, screen } from '@testing-library/react';
import { Skeleton, type SkeletonProps } from '../../ui/Skeleton';

describe('Skeleton', () => {
  it('while loading is a busy status with the label and no content', () => {
    render(
      <Skeleton>
        <p>单位简介</p>
      </Skeleton>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('加载中');
    expect(screen.queryByText('单位简介')).toBeNull();
  });

  it('shows the content once loaded', () => {
    render(
      <Skeleton loading={false}>
        <p>单位简介</p>
      </Skeleton>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('单位简介')).toBeInTheDocument();
  });

  it.each<[SkeletonProps, number, boolean]>([
    [{}, 4, false],
    [{ rows: 1, title: false }, 1, false],
    [{ rows: 5, avatar: true }, 6, true],
  ])('with %p draws %i bars (avatar: %s)', (props, bars, avatar) => {
    const { container } = render(<Skeleton {...props} />);
    const body = container.querySelector('[data-ui="skeleton"] > [aria-hidden="true"]:last-child')!;
    expect(body.children).toHaveLength(bars);
    expect(container.querySelectorAll('[data-ui="skeleton"] > [aria-hidden="true"]')).toHaveLength(
      avatar ? 2 : 1,
    );
  });
});
