export { FollowButton } from './components/follow-button';
export { UnsubscribePage } from './components/unsubscribe-page';
