import { devices } from './support/browser';
import { describeSubAccountWalk } from './support/subAccountWalk';

describeSubAccountWalk(devices.desktop);
