import { devices } from './support/browser';
import { describeSubSiteWalk } from './support/subSiteWalk';

describeSubSiteWalk(devices.desktop);
