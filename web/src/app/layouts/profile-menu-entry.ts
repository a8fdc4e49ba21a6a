/*
 * The profile menu as a lazy chunk of its own. The header imports this module dynamically rather than the auth
 * feature's barrel: a dynamically imported barrel keeps every export it has (the bundler cannot know which one is
 * read), and the route guard's static import of the same barrel would then pull the Auth SDK into the first load.
 */
export { ProfileMenu } from '../../features/auth';
