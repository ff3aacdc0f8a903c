import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

describe('VisuallyHidden', () => {
  it('stays in the accessible name of its control', () => {
    render(
      <button type="button">
        3<VisuallyHidden> 条未读消息</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '3 条未读消息' })).toBeInTheDocument();
  });

  it('is clipped out of sight rather than removed', () => {
    render(<VisuallyHidden>仅供读屏</VisuallyHidden>);
    const hidden = screen.getByText('仅供读屏');
    expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    expect(hidden).not.toHaveStyle({ display: 'none' });
  });
});
