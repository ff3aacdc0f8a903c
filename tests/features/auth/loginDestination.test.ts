import { loginDestination, type LoginDestinationInput } from '../../../features/auth/loginDestination';

const base: LoginDestinationInput = {
  redirect: null,
  origin: 'https://jy.example.edu.cn',
  home: '/dwsy',
  employerCount: 1,
  offerEmployerChoice: true,
  passwordPending: false,
};

describe('loginDestination', () => {
  it('goes home without a redirect, and to the redirect when it is a page of this app', () => {
    expect(loginDestination(base)).toBe('/dwsy');
    expect(loginDestination({ ...base, redirect: '/zpxx/zpzwgl?id=1' })).toBe('/zpxx/zpzwgl?id=1');
    expect(loginDestination({ ...base, redirect: 'https://evil.example/x' })).toBe('/dwsy');
  });

  it('passes the pick-employer page first when the login acts for several employers, carrying the destination', () => {
    expect(loginDestination({ ...base, employerCount: 2 })).toBe('/pickdwxs?redirect=%2Fdwsy');
    expect(loginDestination({ ...base, employerCount: 3, redirect: '/zhgl/xxzx?tab=1' })).toBe(
      '/pickdwxs?redirect=%2Fzhgl%2Fxxzx%3Ftab%3D1',
    );
  });

  it('never sends the pick-employer page back to itself', () => {
    expect(
      loginDestination({ ...base, employerCount: 2, offerEmployerChoice: false, redirect: '/dwsy' }),
    ).toBe('/dwsy');
  });

  it('sends a login without a password yet (mmdsz) to wsdwyh first, keeping where it goes next', () => {
    expect(loginDestination({ ...base, passwordPending: true })).toBe('/wsdwyh?redirect=%2Fdwsy');
    expect(loginDestination({ ...base, passwordPending: true, redirect: '/zpxx/zpzwgl?id=1' })).toBe(
      '/wsdwyh?redirect=%2Fzpxx%2Fzpzwgl%3Fid%3D1',
    );
    expect(loginDestination({ ...base, passwordPending: true, employerCount: 2 })).toBe(
      `/wsdwyh?redirect=${encodeURIComponent('/pickdwxs?redirect=%2Fdwsy')}`,
    );
  });
});
