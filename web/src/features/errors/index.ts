export { Forbidden } from './components/forbidden';
export { NotFound } from './components/not-found';
export { AppErrorBoundary } from './components/app-error-boundary';
export { logRouteError, RouteError } from './components/route-error';
