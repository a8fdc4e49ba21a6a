import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProductConfig } from '@portal/domain';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isLanguage } from '../../../lib/language';
import { useLocalePath } from '../../../lib/locale-path';
import { logger } from '../../../lib/logger';
import { useSession } from '../../../lib/session';
import { tenant } from '../../../lib/tenant';
import { useUserRecord } from '../../../lib/user-record';
import { setFollowing } from '../api/set-following';

/**
 * Visitors: following needs an account (seed 000 §6); sign in or register and come back here. Mounted while closed:
 * Mantine returns the focus to the follow button when `opened` turns false, not when the modal unmounts.
 */
function SignInPrompt({
  product,
  opened,
  onClose,
}: {
  product: ProductConfig;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('follow');
  const to = useLocalePath();
  const back = to(paths.product.overview(product.productId));
  return (
    <Modal opened={opened} onClose={onClose} title={t('signIn.title')} centered data-testid="follow-sign-in">
      <Stack>
        <Text size="sm">{t('signIn.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('signIn.close')}
          </Button>
          <Button component={Link} to={to(paths.auth.register())} variant="light">
            {t('signIn.register')}
          </Button>
          <Button component={Link} to={to(paths.auth.login(back))}>
            {t('signIn.login')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Follow / unfollow a product (seed 000 §4 "Follow": toggled with confirmation; requires login). Hidden when the
 * tenant has the feature off (`followFeatureActivated`); the app shows it only where the product's overview header
 * has its follow button on.
 */
export function FollowButton({ product }: { product: ProductConfig }) {
  const { t, i18n, ready } = useTranslation('follow');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const session = useSession();
  const record = useUserRecord();
  // The action the open dialog confirms, fixed when it opens: the live record flips before the dialog closes.
  const [dialog, setDialog] = useState<'follow' | 'unfollow' | 'signIn' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!tenant.followFeatureActivated || !ready || session.status === 'loading') return null;

  const name = product.productName;
  if (session.status === 'guest') {
    return (
      <>
        <Button
          leftSection={<IconBell size={18} />}
          variant="white"
          onClick={() => {
            setDialog('signIn');
          }}
          data-testid="follow-button"
        >
          {t('button.follow')}
        </Button>
        <SignInPrompt
          product={product}
          opened={dialog === 'signIn'}
          onClose={() => {
            setDialog(null);
          }}
        />
      </>
    );
  }
  // Staff accounts without a user record (or a record still loading) have nothing to follow with.
  if (record.status !== 'success' || !session.user) return null;
  const uid = session.user.uid;
  const follows = record.data.followingProducts;
  const following = follows.some((f) => f.productId === product.productId);

  const unfollow = dialog === 'unfollow';
  const confirm = async () => {
    setBusy(true);
    try {
      await setFollowing(uid, product.productId, unfollow ? null : { lang }, follows);
      notifications.show({
        color: 'green',
        message: t(unfollow ? 'notice.unfollowed' : 'notice.followed', { product: name }),
      });
      setDialog(null);
    } catch (error) {
      logger.error('Following or unfollowing failed', { productId: product.productId, error });
      notifications.show({ color: 'red', message: t('notice.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        leftSection={following ? <IconBellCheck size={18} /> : <IconBell size={18} />}
        // On the header's dark background: white until followed, then the primary colour.
        variant={following ? 'filled' : 'white'}
        onClick={() => {
          setDialog(following ? 'unfollow' : 'follow');
        }}
        data-testid="follow-button"
        data-following={following}
      >
        {t(following ? 'button.following' : 'button.follow')}
      </Button>
      <Modal
        opened={dialog === 'follow' || dialog === 'unfollow'}
        onClose={() => {
          setDialog(null);
        }}
        title={t(unfollow ? 'confirm.unfollowTitle' : 'confirm.followTitle', { product: name })}
        centered
      >
        <Stack>
          <Text size="sm">{t(unfollow ? 'confirm.unfollowText' : 'confirm.followText')}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setDialog(null);
              }}
            >
              {t('confirm.cancel')}
            </Button>
            <Button
              color={unfollow ? 'red' : undefined}
              loading={busy}
              onClick={() => void confirm()}
              data-testid="follow-confirm"
            >
              {t(unfollow ? 'confirm.unfollow' : 'confirm.follow')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
