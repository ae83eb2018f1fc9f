import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from 'wouter';
import { NoticePage } from '../components/NoticePage/NoticePage.tsx';
import { pathTo } from '../../src/page-routes.ts';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <NoticePage
      mark="404"
      title={t`Page Not Found`}
      actions={
        <>
          <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} size="md">
            <Trans>Back to the Shop</Trans>
          </Button>
          <Button renderRoot={(props) => <Link href={pathTo('home')} {...props} />} size="md" variant="outline" color="charcoal.8">
            <Trans>Go to Homepage</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>The page you are looking for has moved or never existed. The collection, however, is right where we left it.</Trans>
      </p>
    </NoticePage>
  );
}
