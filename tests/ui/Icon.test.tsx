import { render, screen } from '@testing-library/react';
import { Icon, iconNames } from '../../ui/Icon';

describe('Icon', () => {
  it.each(iconNames)('draws %s on the 24-unit grid in currentColor', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg.querySelector('path, circle, rect')).not.toBeNull();
  });

  it('is decorative by default: hidden from assistive technology and not focusable', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with a title becomes an image named by it', () => {
    render(<Icon name="warning" title="资料未完善" />);
    const image = screen.getByRole('img', { name: '资料未完善' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it.each([
    [undefined, '1em'],
    [20, '20px'],
    ['1.5rem', '1.5rem'],
  ])('size %p becomes %s', (size, expected) => {
    const { container } = render(<Icon name="check" size={size} />);
    expect(container.querySelector('svg')).toHaveStyle({ width: expected, height: expected });
  });
});
