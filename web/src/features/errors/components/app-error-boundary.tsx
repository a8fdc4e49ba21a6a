import { MantineProvider } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '../../../lib/logger';
import { defaultColorScheme, theme } from '../../../lib/theme';
import { AppErrorScreen } from './app-error-screen';

/**
 * The outermost error boundary, above the providers and the router (whose own errors go to `RouteError`): catches
 * what fails outside any route, e.g. a provider. It brings its own Mantine theme, as the app's providers may be what
 * broke.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('The app failed to render', {
      path: window.location.pathname,
      error,
      ...(info.componentStack ? { componentStack: info.componentStack } : {}),
    });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <MantineProvider theme={theme} defaultColorScheme={defaultColorScheme}>
        <AppErrorScreen kind="render" />
      </MantineProvider>
    );
  }
}
