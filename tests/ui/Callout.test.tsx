import { render, screen } from '@testing-library/react';
import { Callout } from '../../ui/Callout';
import { ThemeRoot } from '../../ui/theme';

describe('Callout', () => {
  it('is a quiet note with its title and text', () => {
    render(
      <ThemeRoot>
        <Callout tone="warning" title="学校修改意见">
          请补充岗位职责
        </Callout>
      </ThemeRoot>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('学校修改意见')).toBeInTheDocument();
    expect(screen.getByText('请补充岗位职责')).toBeInTheDocument();
  });

  it('is announced when it answers an action', () => {
    render(
      <ThemeRoot>
        <Callout tone="error" title="保存失败" announce>
          服务器繁忙，请稍后再试
        </Callout>
      </ThemeRoot>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('保存失败服务器繁忙，请稍后再试');
  });
});
