import type { Location } from 'react-router-dom';
import { isCurrentLocation } from '../../app/employer/routes/sameLocation';

const current: Location = {
  pathname: '/dwpage/zpxx/zpzwgl',
  search: '?page=2',
  hash: '',
  state: null,
  key: 'k1',
};

describe('isCurrentLocation', () => {
  it.each([
    ['/zpxx/zpzwgl?page=2', true],
    ['/zpxx/zpzwgl', false],
    ['/zpxx/zpzwgl?page=3', false],
    ['/zpxx/fbzpzw', false],
    ['zpzwgl?page=2', false],
  ])('%s is the current page: %s', (to, expected) => {
    expect(isCurrentLocation(to, current)).toBe(expected);
  });

  it('reads path objects and never treats history steps as the current page', () => {
    expect(isCurrentLocation({ pathname: '/zpxx/zpzwgl', search: '?page=2' }, current)).toBe(true);
    expect(isCurrentLocation(-1, current)).toBe(false);
    expect(isCurrentLocation(0, current)).toBe(false);
  });
});
