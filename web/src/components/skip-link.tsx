import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The id of the page's `<main>`: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1): the first stop of the Tab order, shown only while focused. It moves focus to
 * `<main>` itself (tabIndex -1) without touching the URL: a `#main-content` hash would be a route change to the router.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skip}
      onClick={(e) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        e.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
