export { Descriptions, type DescriptionsItem, type DescriptionsProps } from './Descriptions';
