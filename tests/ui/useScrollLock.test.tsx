import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Modal } from '../../ui/Modal';
import { ThemeRoot } from '../../ui/theme';

/** Records the page's overflow during the layout phase of each commit: what the first painted frame gets. */
function OverflowBeforePaint({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.style.overflow);
  });
  return null;
}

function Page({ open, seen }: { open: boolean; seen: string[] }) {
  return (
    <ThemeRoot>
      <Modal open={open} title="确认" onCancel={() => undefined}>
        内容
      </Modal>
      <OverflowBeforePaint seen={seen} />
    </ThemeRoot>
  );
}

describe('the scroll lock of an open modal', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is on before the browser paints the opened modal, and off again before it paints the closed page', () => {
    const seen: string[] = [];
    const view = render(<Page open={false} seen={seen} />);
    expect(seen).toEqual(['']);
    view.rerender(<Page open seen={seen} />);
    expect(seen.at(-1)).toBe('hidden');
    view.rerender(<Page open={false} seen={seen} />);
    expect(seen.at(-1)).toBe('');
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the page locked while a second overlay is still open', () => {
    const view = render(
      <ThemeRoot>
        <Modal open title="一" onCancel={() => undefined}>
          一
        </Modal>
        <Modal open title="二" onCancel={() => undefined}>
          二
        </Modal>
      </ThemeRoot>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    view.rerender(
      <ThemeRoot>
        <Modal open title="一" onCancel={() => undefined}>
          一
        </Modal>
        <Modal open={false} title="二" onCancel={() => undefined}>
          二
        </Modal>
      </ThemeRoot>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    view.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
