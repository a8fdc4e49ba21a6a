export { AnalyticsSettingsFooterLink, WebAnalytics } from './components/web-analytics';
