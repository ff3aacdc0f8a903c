import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import {
  askOptionalSurveys,
  askRequiredSurvey,
  OptionalSurveyDialog,
  RequiredSurveyDialog,
} from '../../ui/SurveyDialog';
import { ThemeRoot } from '../../ui/theme';

afterEach(() => {
  act(() => {
    resetFeedback();
  });
});

const REQUIRED_TEXT = '您有问卷需要作答，回答完成后才能继续下一步操作。';
const mask = () => document.querySelector<HTMLElement>('[data-ui="modal-mask"]')!;

function renderHost() {
  render(
    <ThemeRoot>
      <FeedbackHost />
    </ThemeRoot>,
  );
  return userEvent.setup();
}

describe('askRequiredSurvey', () => {
  it('shows 提示 with the spec text and only 知道了, 450 px wide', async () => {
    renderHost();
    act(() => {
      void askRequiredSurvey();
    });
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription(REQUIRED_TEXT);
    expect(getComputedStyle(dialog).width).toBe('450px');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['知道了']);
  });

  it('stays open on Escape and on the mask, and resolves only on 知道了', async () => {
    const user = renderHost();
    let settled = false;
    act(() => {
      void askRequiredSurvey().then(() => {
        settled = true;
      });
    });
    await screen.findByRole('alertdialog', { name: '提示' });
    await user.keyboard('{Escape}');
    fireEvent.click(mask());
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(screen.getByRole('alertdialog', { name: '提示' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(settled).toBe(true);
  });
});

describe('askOptionalSurveys', () => {
  it.each([
    ['去答卷', 'answer'],
    ['暂不答卷', 'skip'],
  ])('resolves %s as %s', async (button, expected) => {
    const user = renderHost();
    let answer: Promise<'answer' | 'skip'> | undefined;
    act(() => {
      answer = askOptionalSurveys(2);
    });
    expect(await screen.findByRole('alertdialog', { name: '提示' })).toHaveAccessibleDescription(
      '您有2份问卷需要作答',
    );
    await user.click(screen.getByRole('button', { name: button }));
    await expect(answer).resolves.toBe(expected);
  });
});

describe('survey dialog components', () => {
  it('RequiredSurveyDialog reports only 知道了', async () => {
    const onAcknowledge = jest.fn();
    const user = userEvent.setup();
    render(<RequiredSurveyDialog open onAcknowledge={onAcknowledge} />);
    await user.keyboard('{Escape}');
    fireEvent.click(mask());
    expect(onAcknowledge).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '知道了' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
  });

  it('OptionalSurveyDialog counts the surveys and reports each choice', async () => {
    const onAnswer = jest.fn();
    const onSkip = jest.fn();
    const user = userEvent.setup();
    render(<OptionalSurveyDialog open count={3} onAnswer={onAnswer} onSkip={onSkip} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('您有3份问卷需要作答');
    await user.click(screen.getByRole('button', { name: '暂不答卷' }));
    await user.click(screen.getByRole('button', { name: '去答卷' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });
});
