import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '../../../ui/Spinner';
import { color, fontSize, space } from '../../../ui/theme';
import { safeReturnPath, surveyEntryUrl } from '../surveyEntry';

const StyledPage = styled.main`
  display: grid;
  justify-items: center;
  gap: ${space(4)};
  padding: ${space(16)} ${space(4)};
  background: ${color.background};
  min-height: 100vh;
  text-align: center;
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  color: ${color.text};
`;

const StyledLink = styled.a`
  color: ${color.primaryText};
`;

/**
 * dwwjdc0 / dwwjdc0.1: the guard sends an employer here while a before- or after-survey is due.
 * The questionnaire itself is rendered by the server, so this screen hands the browser over to it.
 */
export default function SurveyEntryScreen() {
  const [searchParams] = useSearchParams();
  const url = surveyEntryUrl(safeReturnPath(searchParams.get('redirect')));

  useEffect(() => {
    window.location.replace(url);
  }, [url]);

  return (
    <StyledPage data-ui="survey-entry-screen">
      <Spinner />
      <StyledText role="status">您有问卷需要作答，正在打开问卷…</StyledText>
      <StyledLink href={url}>如果没有自动打开，请点击这里进入问卷</StyledLink>
    </StyledPage>
  );
}
