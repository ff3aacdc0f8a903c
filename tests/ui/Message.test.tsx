import { act, fireEvent, render, screen } from '@testing-library/react';
import { FeedbackHost, NETWORK_ERROR_MESSAGE, resetFeedback, showNetworkError } from '../../ui/Feedback';
import { message } from '../../ui/Message';
import { notice } from '../../ui/Notice';
import { ThemeRoot } from '../../ui/theme';

beforeEach(() => {
  jest.useFakeTimers();
  render(
    <ThemeRoot>
      <FeedbackHost />
    </ThemeRoot>,
  );
});
afterEach(() => {
  act(() => {
    resetFeedback();
  });
  jest.useRealTimers();
});

const advance = (ms: number) => {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
};

describe('message (desktop toasts)', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['loading', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('shows %s as role %s', (type, role) => {
    act(() => {
      message[type]('已保存');
    });
    expect(screen.getByRole(role)).toHaveTextContent('已保存');
    expect(screen.getByRole(role)).toHaveAttribute('data-ui', 'message');
  });

  it('closes by itself after 3 seconds by default', () => {
    act(() => {
      message.success('已保存');
    });
    advance(2999);
    expect(screen.getByText('已保存')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('已保存')).not.toBeInTheDocument();
  });

  it('honours a custom duration, and 0 keeps it until its close handle is called', () => {
    let close = () => {};
    act(() => {
      message.error('保存失败', { duration: 5000 });
      close = message.loading('正在提交', { duration: 0 });
    });
    advance(4999);
    expect(screen.getByText('保存失败')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('保存失败')).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('正在提交')).toBeInTheDocument();
    act(close);
    expect(screen.queryByText('正在提交')).not.toBeInTheDocument();
  });

  it('pauses while the pointer is over it and resumes with the time that was left', () => {
    act(() => {
      message.info('请先保存');
    });
    advance(2000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(10_000);
    expect(screen.getByText('请先保存')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(999);
    expect(screen.getByText('请先保存')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('请先保存')).not.toBeInTheDocument();
  });

  it('stacks in order and lets the oldest go beyond five', () => {
    act(() => {
      for (let n = 1; n <= 6; n += 1) message.error(`错误${n}`);
    });
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      '错误2',
      '错误3',
      '错误4',
      '错误5',
      '错误6',
    ]);
  });
});

describe('notice (phone)', () => {
  it('shows a notice bar with the same calls, and closes after 3 seconds', () => {
    act(() => {
      notice.warning('请填写联系方式');
    });
    expect(screen.getByRole('alert')).toHaveAttribute('data-ui', 'notice');
    advance(3000);
    expect(screen.queryByText('请填写联系方式')).not.toBeInTheDocument();
  });

  it('shows at most three, newest on top: the oldest gives way', () => {
    act(() => {
      for (let n = 1; n <= 5; n += 1) notice.info(`通知${n}`);
    });
    expect(screen.getAllByRole('status').map((bar) => bar.textContent)).toEqual(['通知5', '通知4', '通知3']);
  });

  it('sits under the top bar and the safe area, leaving the page title and back button uncovered', () => {
    act(() => {
      notice.error('网络异常');
    });
    const stack = screen.getByRole('alert').closest('[data-ui="notice-stack"]');
    expect(stack).not.toBeNull();
    expect(getComputedStyle(stack as Element).top).toBe('calc(48px + env(safe-area-inset-top))');
  });
});

describe('showNetworkError', () => {
  it.each([
    [false, 'message'],
    [true, 'notice'],
  ])('with isPhone %p shows the network error as a %s for 3 seconds', (isPhone, ui) => {
    act(() => {
      showNetworkError(isPhone);
    });
    const shown = screen.getByRole('alert');
    expect(shown).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(shown).toHaveAttribute('data-ui', ui);
    advance(2999);
    expect(shown).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();
  });

  it('uses the agreed wording', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe('网络异常，请检查网络连接后重试');
  });
});
