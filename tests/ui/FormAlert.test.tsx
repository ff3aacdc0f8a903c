import { render, screen } from '@testing-library/react';
import { FormAlert } from '../../ui/FormAlert';

describe('FormAlert', () => {
  it('announces an error at once', () => {
    render(<FormAlert>用户名或密码错误</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('用户名或密码错误');
  });

  it.each(['info', 'warning'] as const)('announces a %s politely', (tone) => {
    render(<FormAlert tone={tone}>登录后将回到您刚才访问的页面</FormAlert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
  });
});
