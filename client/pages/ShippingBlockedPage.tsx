import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';
import { Link } from 'wouter';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { NoticePage } from '../components/NoticePage/NoticePage.tsx';
import { SUPPORT_EMAIL } from '../components/SupportContact/SupportContact.tsx';
import { useShopperLocation } from '../hooks/useShopperLocation.ts';
import classes from './ShippingBlockedPage.module.css';
import { pathTo } from '../../src/page-routes.ts';

/** Where visitors from sanctioned locations are sent (spec section 2); the location's message shows in a red box. */
export function ShippingBlockedPage() {
  const { t } = useLingui();
  const { location } = useShopperLocation();
  return (
    <NoticePage
      mark={<IconWorldOff size={88} stroke={0.8} />}
      title={t`Shipping Unavailable in Your Location`}
      actions={
        <Button renderRoot={(props) => <Link href={pathTo('home')} {...props} />} size="md">
          <Trans>Go to Homepage</Trans>
        </Button>
      }
    >
      {location?.sanctionedMessage && (
        <div className={classes.message}>
          <FormAlert>{location.sanctionedMessage}</FormAlert>
        </div>
      )}
      <p>
        <Trans>
          Payments and shipping are not available in your location. As a US company, Canvas &amp; Light must follow US
          trade sanctions, which do not allow us to accept orders from or deliver to certain countries and regions.
        </Trans>
      </p>
      <p>
        <Trans>
          If you believe this is a mistake, for example because you are travelling or using a VPN, write to us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </Trans>
      </p>
    </NoticePage>
  );
}
