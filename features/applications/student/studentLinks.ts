// Where the student's screens link to, inside the portal (the router's base is /sc or /mobile).

import { studentPages } from '../../../contract/studentPortal';

export const positionSearchPath = studentPages.positions;

/** A position's detail page: /zpgw/{id}. */
export const positionPath = (id: string) => `${studentPages.positions}/${encodeURIComponent(id)}`;

/** 我的申请 with one application's detail open. */
export const applicationPath = (id: string) =>
  `${studentPages.applications}?${new URLSearchParams({ id }).toString()}`;

/** 我的申请's invitations tab. */
export const invitationsPath = `${studentPages.applications}?tab=yq`;

/** The same address with an application's detail open (or closed: null), the other filters kept. */
export function withOpenApplication(search: URLSearchParams, id: string | null): string {
  const next = new URLSearchParams(search);
  if (id === null) next.delete('id');
  else next.set('id', id);
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}
