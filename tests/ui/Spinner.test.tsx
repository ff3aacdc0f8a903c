import { render, screen } from '@testing-library/react';
import { Spinner } from '../../ui/Spinner';

describe('Spinner', () => {
  it('is a status region that says 加载中 by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('says what is loading when given a label, visibly when asked', () => {
    render(<Spinner label="正在加载简历" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载简历');
    expect(screen.getByText('正在加载简历')).not.toHaveAttribute('data-ui', 'visually-hidden');
  });

  it('when decorative is hidden and announces nothing', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container).not.toHaveTextContent('加载中');
  });
});
