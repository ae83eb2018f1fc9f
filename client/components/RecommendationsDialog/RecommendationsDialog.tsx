import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Button, FocusTrap, Modal, Skeleton, Tabs } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'wouter';
import type { RecommendationReason } from '../../../src/recommendations.ts';
import { trpc } from '../../trpc.ts';
import { LoadError } from '../LoadError/LoadError.tsx';
import { RecommendationCard } from '../RecommendationCard/RecommendationCard.tsx';
import classes from './RecommendationsDialog.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec section 2: the tabs, in this order, each showing the prints picked for its reason. */
const TABS: ReadonlyArray<{ reason: RecommendationReason; label: MessageDescriptor }> = [
  { reason: 'similar', label: msg`Similar Style` },
  { reason: 'interests', label: msg`Your Interests` },
  { reason: 'trending', label: msg`Trending` },
  { reason: 'region', label: msg`Your Region` },
];

interface RecommendationsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What the shopper looked at (recommendations-trigger.ts recommendationsRequest). */
  request: { productId?: number; categories: string };
}

/**
 * The recommendations dialog (spec sections 2 and 4): up to six prints from one answer, filtered by
 * tab, with Maybe Later and Explore All Artwork. Loaded only when it is about to open.
 */
export function RecommendationsDialog({ opened, onClose, request }: RecommendationsDialogProps) {
  const { t, i18n } = useLingui();
  const answer = trpc.shop.recommendations.useQuery(request);
  // On a phone the suggestions take the whole screen, with the buttons always in reach.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const items = answer.data ?? [];
  const [chosen, setChosen] = useState<RecommendationReason | null>(null);
  // Until the shopper picks a tab, the first one that has something to show.
  const tab = chosen ?? TABS.find(({ reason }) => items.some((item) => item.reason === reason))?.reason ?? 'similar';
  const shown = items.filter((item) => item.reason === tab);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
      fullScreen={phone}
      size="min(66rem, 100%)"
      padding={0}
      radius="xs"
      title={
        <>
          <span className={classes.eyebrow} aria-hidden="true">
            <Trans>Curated for you</Trans>
          </span>
          <Trans>Prints chosen for you</Trans>
        </>
      }
      classNames={{ content: classes.content, header: classes.header, title: classes.title, body: classes.body, close: classes.close }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 3 }}
      transitionProps={{ transition: 'pop', duration: 280 }}
    >
      {/* Focus starts inside the dialog without lighting up its close button. */}
      <FocusTrap.InitialFocus />
      <p className={classes.intro}>
        <Trans>Picked from the artwork you have been looking at, what collectors near you are hanging, and what is trending now.</Trans>
      </p>
      <Tabs
        value={tab}
        onChange={(value) => setChosen(value as RecommendationReason)}
        classNames={{ list: classes.tabList, tab: classes.tab, tabLabel: classes.tabLabel, panel: classes.panel }}
      >
        <Tabs.List>
          {TABS.map(({ reason, label }) => (
            <Tabs.Tab key={reason} value={reason}>
              {i18n._(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ reason }) => (
          <Tabs.Panel key={reason} value={reason}>
            {answer.isError ? (
              <LoadError message={t`We couldn’t load your suggestions just now.`} onRetry={() => void answer.refetch()} />
            ) : answer.isPending ? (
              <div className={classes.grid} role="status" aria-busy="true" aria-label={t`Loading suggestions`}>
                {Array.from({ length: 3 }, (_, index) => (
                  <div key={index}>
                    <Skeleton className={classes.skeletonImage} radius={0} />
                    <Skeleton height={10} width="45%" mt="md" />
                    <Skeleton height={18} width="75%" mt="xs" />
                  </div>
                ))}
              </div>
            ) : shown.length > 0 ? (
              <ul className={classes.grid}>
                {shown.map((item, index) => (
                  <li key={item.id}>
                    <RecommendationCard item={item} index={index} onOpen={onClose} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className={classes.empty}>
                <span className={classes.emptyIcon} aria-hidden="true">
                  <IconSparkles size={26} stroke={1} />
                </span>
                <h3 className={classes.emptyTitle}>
                  <Trans>Nothing to suggest here yet</Trans>
                </h3>
                <p className={classes.emptyText}>
                  <Trans>Browse a few more prints and we will have ideas for you.</Trans>
                </p>
                <Button variant="outline" color="charcoal.8" size="sm" mt="lg" onClick={onClose}>
                  <Trans>Continue Shopping</Trans>
                </Button>
              </div>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <div className={classes.footer}>
        <Button variant="subtle" color="charcoal.8" size="sm" onClick={onClose} classNames={{ root: classes.footerButton, label: classes.footerLabel }}>
          <Trans>Maybe Later</Trans>
        </Button>
        <Button
          renderRoot={(props) => <Link href={pathTo('shop')} {...props} />}
          color="charcoal.8"
          size="sm"
          onClick={onClose}
          classNames={{ root: classes.footerButton, label: classes.footerLabel }}
        >
          <Trans>Explore All Artwork</Trans>
        </Button>
      </div>
    </Modal>
  );
}
