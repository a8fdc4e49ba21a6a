export { StarredPagesMenu } from './components/starred-pages-menu';
