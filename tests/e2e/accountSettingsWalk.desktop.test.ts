import { devices } from './support/browser';
import { describeAccountSettingsWalk } from './support/accountSettingsWalk';

describeAccountSettingsWalk(devices.desktop);
