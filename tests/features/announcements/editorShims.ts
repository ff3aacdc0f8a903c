/**
 * ProseMirror measures the page to keep the selection in view; jsdom has no layout, so ranges answer
 * an empty box. Call once per test file that renders the rich-text editor.
 */
export function installEditorShims(): void {
  beforeAll(() => {
    const rect = {
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      bottom: 0,
      right: 0,
      width: 0,
      height: 0,
      toJSON: () => ({}),
    };
    const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => rect;
    Range.prototype.getClientRects = () => rects;
    document.elementFromPoint = () => null;
  });
}
