import { render, screen } from '@testing-library/react';
import { PageLoading } from '../../ui/PageLoading';

describe('PageLoading', () => {
  it('announces the page loading, by default or in the given words', () => {
    const { rerender } = render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('页面加载中');
    rerender(<PageLoading label="职位加载中" />);
    expect(screen.getByRole('status')).toHaveTextContent('职位加载中');
  });
});
