import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Table } from '@mantine/core';
import { useState } from 'react';
import {
  TRANSLATED_LOCALE_LABELS,
  TRANSLATED_LOCALES,
  type CategoryTranslations,
  type ProductTranslationRow,
  type TranslatedLocale,
  type TranslationState,
} from '../../../src/catalogue-translations.ts';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
import { pagedList } from '../../paged-list.ts';
import { trpc } from '../../trpc.ts';
import { AdminPanel, FilterBar, FilterSelect, Loading, SearchField, TableHead, useSearchText } from './AdminList.tsx';
import { PagedTable } from './PagedList.tsx';
import adminClasses from './AdminList.module.css';
import classes from './Translations.module.css';

/** How each language of a print reads in the list. */
export const STATE_BADGES: Record<TranslationState, { label: string; color: string; variant: 'light' | 'outline' }> = {
  done: { label: 'Translated', color: 'charcoal', variant: 'light' },
  partial: { label: 'Partly', color: 'bronze', variant: 'light' },
  missing: { label: 'English', color: 'charcoal', variant: 'outline' },
  review: { label: 'Needs review', color: 'yellow', variant: 'light' },
};

/** The same, short, for a phone's line of the four languages. */
const STATE_MARKS: Record<TranslationState, string> = { done: '✓', partial: 'partly', missing: '—', review: 'review' };

export function StateBadge({ state, locale }: { state: TranslationState; locale: TranslatedLocale }) {
  const badge = STATE_BADGES[state];
  return (
    <Badge className={adminClasses.badge} variant={badge.variant} radius="xs" color={badge.color} aria-label={`${TRANSLATED_LOCALE_LABELS[locale]}: ${badge.label}`}>
      {badge.label}
    </Badge>
  );
}

const LANGUAGE_COLUMNS = TRANSLATED_LOCALES.map((locale) => TRANSLATED_LOCALE_LABELS[locale]);
const REVIEW_OPTIONS = [
  { value: 'review', label: 'Needs review' },
  { value: 'reviewed', label: 'Nothing to review' },
];

/**
 * The Products tab's translations: every print, newest first, with how far each is translated into each
 * language (a sync that changed its English flags its translations for review); a row opens the print's
 * editor. Below, the collections' names in each language.
 */
export function TranslationsPanel({ onOpenPrint, onOpenCategory }: { onOpenPrint: (id: number) => void; onOpenCategory: (id: number) => void }) {
  const [text, search, setText] = useSearchText();
  const [review, setReview] = useState<'review' | 'reviewed' | null>(null);
  const filters = { search, needsReview: review === null ? undefined : review === 'review' };
  const prints = trpc.admin.products.translations.useInfiniteQuery(filters, pagedList);

  return (
    <>
      <AdminPanel
        id="translations-title"
        title="Translations"
        lead="Each print’s title and description in German, French, Spanish and Italian. Shoppers read the English wherever a translation is missing; when a sync brings a new English text, its translations are flagged for review and stay shown until you save them."
        tools={<SearchField label="Search titles" value={text} onChange={setText} />}
      >
        <FilterBar>
          <FilterSelect label="Review" placeholder="Every print" data={REVIEW_OPTIONS} value={review} onChange={setReview} />
        </FilterBar>
        <div className={classes.byLanguage}>
          <PagedTable
            list={prints}
            noun={['print', 'prints']}
            filters={filters}
            empty="No prints in the shop yet."
            minWidth={0}
            columns={['Print', ...LANGUAGE_COLUMNS]}
            row={(print: ProductTranslationRow) => (
              <Table.Tr key={print.id} className={adminClasses.openRow} onClick={() => onOpenPrint(print.id)}>
                <Table.Td>
                  <div className={classes.print}>
                    {print.imageUrl ? <img className={classes.thumb} src={print.imageUrl} alt="" width={44} height={44} loading="lazy" /> : <span className={classes.thumb} />}
                    <div>
                      <button type="button" className={adminClasses.open} onClick={() => onOpenPrint(print.id)}>
                        {print.title}
                      </button>
                      <p className={classes.compact}>
                        {TRANSLATED_LOCALES.map((locale) => (
                          <span key={locale} data-state={print.states[locale]} aria-label={`${TRANSLATED_LOCALE_LABELS[locale]}: ${STATE_BADGES[print.states[locale]].label}`}>
                            <span className={classes.code}>{locale.toUpperCase()}</span>
                            {STATE_MARKS[print.states[locale]]}
                          </span>
                        ))}
                      </p>
                    </div>
                  </div>
                </Table.Td>
                {TRANSLATED_LOCALES.map((locale) => (
                  <Table.Td key={locale}>
                    <StateBadge state={print.states[locale]} locale={locale} />
                  </Table.Td>
                ))}
              </Table.Tr>
            )}
          />
        </div>
      </AdminPanel>
      <CollectionNames onOpen={onOpenCategory} />
    </>
  );
}

/** Each collection's name in each language; a row opens the collection's editor. */
function CollectionNames({ onOpen }: { onOpen: (id: number) => void }) {
  const categories = trpc.admin.products.categoryTranslations.useQuery();
  const nameIn = (category: CategoryTranslations, locale: TranslatedLocale) => category.translations.find((translation) => translation.locale === locale)?.name ?? null;
  return (
    <AdminPanel
      id="collection-names-title"
      title="Collection names"
      lead="What each collection is called in the shop’s other languages. Its address keeps its English name in every language."
    >
      {categories.isPending ? (
        <Loading what="the collections" />
      ) : categories.isError ? (
        <LoadError what="the collections" onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <p className={adminClasses.empty}>No collections yet.</p>
      ) : (
        <Table.ScrollContainer className={classes.byLanguage} minWidth={0} type="native">
          <Table className={adminClasses.table} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover classNames={{ th: adminClasses.th }}>
            <TableHead columns={['Collection', ...LANGUAGE_COLUMNS]} />
            <Table.Tbody>
              {categories.data.map((category) => (
                <Table.Tr key={category.categoryId} className={adminClasses.openRow} onClick={() => onOpen(category.categoryId)}>
                  <Table.Td>
                    <button type="button" className={adminClasses.open} onClick={() => onOpen(category.categoryId)}>
                      {category.name}
                    </button>
                    <p className={classes.compact}>
                      {TRANSLATED_LOCALES.map((locale) => (
                        <span key={locale}>
                          <span className={classes.code}>{locale.toUpperCase()}</span>
                          {nameIn(category, locale) ?? 'English'}
                        </span>
                      ))}
                    </p>
                  </Table.Td>
                  {TRANSLATED_LOCALES.map((locale) => {
                    const name = nameIn(category, locale);
                    return (
                      <Table.Td key={locale} className={name ? undefined : classes.untranslated}>
                        {name ?? 'English'}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AdminPanel>
  );
}
