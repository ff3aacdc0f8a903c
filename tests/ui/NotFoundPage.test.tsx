import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from '../../ui/Result';

describe('NotFoundPage', () => {
  it('is the page’s main content: 页面不存在 as its h1 and the way home', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <NotFoundPage homePath="/home" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: '页面不存在' }),
    );
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });
});
