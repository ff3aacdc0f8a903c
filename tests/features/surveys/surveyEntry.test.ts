import { DEFAULT_RETURN_PATH, safeReturnPath, surveyEntryUrl } from '../../../features/surveys/surveyEntry';

describe('safeReturnPath', () => {
  it.each([
    [null, DEFAULT_RETURN_PATH],
    ['', DEFAULT_RETURN_PATH],
    ['/dwpage/zpxx/fbzpzw', '/dwpage/zpxx/fbzpzw'],
    ['/dwpage/dwsy?tab=1', '/dwpage/dwsy?tab=1'],
    ['https://evil.example/dwpage/', DEFAULT_RETURN_PATH],
    ['//evil.example/dwpage/', DEFAULT_RETURN_PATH],
    ['/dwpage//evil.example', DEFAULT_RETURN_PATH],
    ['/dwpage/\\evil', DEFAULT_RETURN_PATH],
    ['/other/app', DEFAULT_RETURN_PATH],
  ])('keeps %p only when it stays in the app (gives %p)', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });
});

describe('surveyEntryUrl', () => {
  it('hex-encodes the return path as UTF-8 for the server questionnaire entry', () => {
    expect(surveyEntryUrl('/dwpage/问')).toBe('/com/sso/wjdc/gotoWjdc?path=2f6477706167652fe997ae');
  });
});
