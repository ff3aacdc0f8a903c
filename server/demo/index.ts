export { seedDemoStaff } from './school';
export { seedDemoData } from './seed';
export { seedDemoSubSite } from './subSite';
export { seedWelcomeMessage } from './welcome';
