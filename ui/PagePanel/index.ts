export { PageActions, PagePanel, type PagePanelProps } from './PagePanel';
export { PageHeader, PageNote, PageTitle, PreformattedText } from './PagePanel.styles';
