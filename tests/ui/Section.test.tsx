import { render, screen } from '@testing-library/react';
import { Section, SectionStack } from '../../ui/Section';

describe('Section', () => {
  it('is a region named by its title, at the heading level asked', () => {
    render(
      <SectionStack data-ui="position-review">
        <Section title="审核记录" headingLevel={3}>
          记录
        </Section>
      </SectionStack>,
    );
    expect(screen.getByRole('region', { name: '审核记录' })).toHaveTextContent('记录');
    expect(screen.getByRole('heading', { level: 3, name: '审核记录' })).toBeInTheDocument();
  });

  it('says when its content is busy, and is no landmark without a title', () => {
    const { container } = render(<Section busy>加载中</Section>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[data-ui="section"]')).toHaveAttribute('aria-busy', 'true');
  });
});
