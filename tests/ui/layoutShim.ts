/**
 * jsdom lays nothing out, so every element reports zero client rects and focus-trap's tabbable
 * check would treat all of them as hidden. Tests of focus handling give elements one rect.
 */
export function showLayoutInJsdom(): void {
  beforeAll(() => {
    jest
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockImplementation(() => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
  });
  afterAll(() => {
    jest.restoreAllMocks();
  });
}
