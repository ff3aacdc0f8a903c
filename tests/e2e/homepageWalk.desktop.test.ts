import { devices } from './support/browser';
import { describeHomepageWalk } from './support/homepageWalk';

describeHomepageWalk(devices.desktop);
