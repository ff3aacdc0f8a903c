import { Link } from '../Link';
import { modal } from '../Modal';
import { SURVEY_DIALOG_WIDTH } from './surveyDialogs';

export const BLOCKED_SURVEYS_TEXT = '浏览器拦截了新窗口，请点击下面的链接打开问卷：';

export function unavailableSurveysText(count: number): string {
  return `另有${count}份问卷的地址获取失败，请稍后再试。`;
}

/**
 * 去答卷 asks for one window per survey, but a browser lets one click open only one window: the
 * surveys whose window was blocked are offered as links, each click opening its own; the count of
 * those whose address could not be had is said too. Not awaited by the caller, so the navigation
 * goes on under the dialog.
 */
export function offerSurveyLinks(urls: readonly string[], unavailable = 0): Promise<boolean> {
  return modal.info({
    title: '提示',
    width: SURVEY_DIALOG_WIDTH,
    okText: '知道了',
    content: (
      <>
        {urls.length > 0 && (
          <>
            <p>{BLOCKED_SURVEYS_TEXT}</p>
            <ol>
              {urls.map((url, index) => (
                <li key={url}>
                  <Link href={url} external underline="hover">
                    问卷{index + 1}
                  </Link>
                </li>
              ))}
            </ol>
          </>
        )}
        {unavailable > 0 && <p>{unavailableSurveysText(unavailable)}</p>}
      </>
    ),
  });
}
