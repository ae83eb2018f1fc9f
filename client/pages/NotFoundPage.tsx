import { Button } from '@mantine/core';
import { Link } from 'wouter';
import { NoticePage } from '../components/NoticePage/NoticePage.tsx';
import { pathTo } from '../../src/page-routes.ts';

export function NotFoundPage() {
  return (
    <NoticePage
      mark="404"
      title="Page Not Found"
      actions={
        <>
          <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} size="md">
            Back to the Shop
          </Button>
          <Button renderRoot={(props) => <Link href={pathTo('home')} {...props} />} size="md" variant="outline" color="charcoal.8">
            Go to Homepage
          </Button>
        </>
      }
    >
      <p>The page you are looking for has moved or never existed. The collection, however, is right where we left it.</p>
    </NoticePage>
  );
}
