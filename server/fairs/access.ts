import type { Permission } from '../../contract/permissions';

/** What the fairs' /com routes declare: reading needs 招聘会·查看, booking 招聘会·管理. */
export const FAIRS_VIEW: Permission = { section: 'fairs', level: 'view' };
export const FAIRS_MANAGE: Permission = { section: 'fairs', level: 'manage' };
