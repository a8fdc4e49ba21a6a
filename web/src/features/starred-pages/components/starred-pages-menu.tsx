import { ActionIcon, Alert, Menu, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toggleStarred, useStarredPages } from '../api/starred-store';

/**
 * The header's starred pages (seed 000 §9): a menu to star the page shown (or unstar it) and to open a starred one.
 * A full list refuses a new star with a notice in the menu; the first ten stay as they are.
 */
export function StarredPagesMenu() {
  const { t } = useTranslation('nav');
  const { pathname, search } = useLocation();
  const pages = useStarredPages();
  const [fullLimit, setFullLimit] = useState<number | null>(null);
  const path = `${pathname}${search}`;
  const starred = pages.some((p) => p.path === path);

  return (
    <Menu
      position="bottom-end"
      width={300}
      withinPortal
      onClose={() => {
        setFullLimit(null);
      }}
    >
      <Menu.Target>
        <Tooltip label={t('starred.menu')}>
          <ActionIcon variant="subtle" size="lg" aria-label={t('starred.menu')} data-testid="starred-pages">
            {starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          closeMenuOnClick={false}
          leftSection={starred ? <IconStarFilled size={14} /> : <IconStar size={14} />}
          onClick={() => {
            const result = toggleStarred({ path, title: document.title || path });
            setFullLimit(result.kind === 'full' ? result.limit : null);
          }}
          data-testid="star-toggle"
        >
          {starred ? t('starred.unstar') : t('starred.star')}
        </Menu.Item>
        {fullLimit !== null ? (
          <Alert color="orange" variant="light" p="xs" m={4} role="status" data-testid="starred-full">
            <Text size="xs">{t('starred.full', { limit: fullLimit })}</Text>
          </Alert>
        ) : null}
        <Menu.Divider />
        <Menu.Label>{t('starred.menu')}</Menu.Label>
        {pages.length === 0 ? (
          <Text size="xs" c="dimmed" px="sm" pb="xs">
            {t('starred.none')}
          </Text>
        ) : (
          pages.map((page) => (
            <Menu.Item key={page.path} component={Link} to={page.path} data-testid="starred-page">
              <Text size="sm" truncate>
                {page.title}
              </Text>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
