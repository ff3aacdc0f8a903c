import { useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { Empty } from '../../../ui/Empty';
import { useAppSelector } from '../../api/hooks';
import { selectIsPhone } from '../../device/deviceSlice';
import { color, fontSize, fontWeight, space } from '../../../ui/theme';
import { currentHandle } from './routeHandle';

const StyledPage = styled.section`
  padding: ${space(6)};
  background: ${color.background};
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${space(4)};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

export const NOT_OPEN_TEXT = '该功能暂未开放';

/** The screen of a route whose page a later issue builds: its title and an honest notice. */
export default function NotOpenScreen() {
  const handle = currentHandle(useMatches());
  // On phones the shell's top bar is the page heading already.
  const isPhone = useAppSelector(selectIsPhone);
  return (
    <StyledPage data-ui="not-open-screen">
      {!isPhone && <StyledTitle>{handle?.title}</StyledTitle>}
      <Empty description={NOT_OPEN_TEXT} />
    </StyledPage>
  );
}
