import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatButton } from '../../ui/ChatButton';

const badge = () => document.querySelector('[data-ui="chat-button-badge"]');

describe('ChatButton', () => {
  it.each([
    [0, '在线沟通', null],
    ['oops', '在线沟通', null],
    [3, '在线沟通，3条未读', '3'],
    [120, '在线沟通，99+条未读', '99+'],
  ])('with %p unread is named %s and shows badge %p', (unread, name, badgeText) => {
    render(<ChatButton unread={unread} onClick={() => {}} />);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(badge()?.textContent ?? null).toBe(badgeText);
  });

  it('reports clicks and leaves what happens to the app', async () => {
    const onClick = jest.fn();
    render(<ChatButton unread={1} onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^在线沟通/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
