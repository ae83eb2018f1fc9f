import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Badge, Button, Tabs, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import {
  CategoryTranslationInput,
  MAX_DESCRIPTION,
  ProductTranslationInput,
  TRANSLATED_LOCALE_LABELS,
  TRANSLATED_LOCALES,
  translationState,
  type TranslatedLocale,
  type TranslationState,
} from '../../../src/catalogue-translations.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { BackButton, Loading, RecordPanel } from './AdminList.tsx';
import { StateBadge } from './TranslationsPanel.tsx';
import adminClasses from './AdminList.module.css';
import classes from './Translations.module.css';

/**
 * A print's (or a collection's) texts in each of the shop's other languages, one tab each: every field
 * beside its English, the fields whose English changed since they were saved marked for review, and a
 * save per language. A blank field is no translation: shoppers read the English. The forms are checked
 * with the server's own schemas before anything is sent.
 */

interface TextField<Name extends string> {
  name: Name;
  label: string;
  maxLength: number;
  multiline?: boolean;
}

type Texts<Name extends string> = Record<Name, string>;

interface LanguageForm<Name extends string> {
  locale: TranslatedLocale;
  /** What is saved in this language (null where the English is shown). */
  saved: Record<Name, string | null> | undefined;
  /** The fields whose English changed since they were saved. */
  review: Partial<Record<Name, boolean>>;
  savedBy: { by: string | null; at: string } | null;
}

function TranslationForm<Name extends string>({
  fields,
  english,
  form: language,
  check,
  saving,
  onSave,
}: {
  fields: readonly TextField<Name>[];
  english: Record<Name, string | null>;
  form: LanguageForm<Name>;
  check: (values: Texts<Name>) => FormErrors;
  saving: boolean;
  onSave: (values: Texts<Name>) => void;
}) {
  const languageName = TRANSLATED_LOCALE_LABELS[language.locale];
  const form = useForm<Texts<Name>>({
    initialValues: Object.fromEntries(fields.map((field) => [field.name, language.saved?.[field.name] ?? ''])) as Texts<Name>,
    validate: check,
  });
  return (
    <form className={classes.form} noValidate aria-label={`${languageName} translation`} onSubmit={form.onSubmit(onSave)}>
      <div className={`${adminClasses.detailSectionTitle} ${classes.columns}`} aria-hidden="true">
        <span>English</span>
        <span>{languageName}</span>
      </div>
      {fields.map((field) => {
        const review = language.review[field.name] === true;
        const input = { label: field.label, placeholder: english[field.name] ?? undefined, maxLength: field.maxLength, ...form.getInputProps(field.name) };
        return (
          <div key={field.name} className={classes.field} data-review={review || undefined}>
            <div className={classes.english}>
              <p className={classes.englishLabel}>
                English {field.label.toLowerCase()}
                {review && (
                  <Badge className={adminClasses.badge} variant="light" radius="xs" color="yellow">
                    New English
                  </Badge>
                )}
              </p>
              <p className={classes.englishText}>{english[field.name] ?? <span className={classes.none}>None</span>}</p>
            </div>
            <div>
              {field.multiline ? (
                <Textarea {...input} autosize minRows={4} maxRows={14} description={review ? REVIEW_NOTE : undefined} />
              ) : (
                <TextInput {...input} description={review ? REVIEW_NOTE : undefined} />
              )}
            </div>
          </div>
        );
      })}
      <div className={classes.actions}>
        <p className={adminClasses.secondary}>
          {language.savedBy ? `Saved ${formatShopTime(language.savedBy.at)}${language.savedBy.by ? ` by ${language.savedBy.by}` : ' with the demo catalogue'}` : 'Not translated yet: shoppers read the English.'}
        </p>
        <Button type="submit" color="bronze" leftSection={<IconDeviceFloppy size={16} stroke={1.5} aria-hidden="true" />} loading={saving}>
          Save {languageName}
        </Button>
      </div>
    </form>
  );
}

const REVIEW_NOTE = 'The English changed in a Printify sync since this was saved. Shoppers still read it: check it against the new English and save.';

/** One tab per language, its state in its label. */
function LanguageTabs({ state, children }: { state: (locale: TranslatedLocale) => TranslationState; children: (locale: TranslatedLocale) => ReactNode }) {
  return (
    <Tabs defaultValue={TRANSLATED_LOCALES[0]} keepMounted classNames={{ list: classes.tabs, tab: classes.tab, tabLabel: classes.tabLabel }}>
      <Tabs.List>
        {TRANSLATED_LOCALES.map((locale) => (
          <Tabs.Tab key={locale} value={locale} rightSection={<StateBadge state={state(locale)} locale={locale} />}>
            {TRANSLATED_LOCALE_LABELS[locale]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TRANSLATED_LOCALES.map((locale) => (
        <Tabs.Panel key={locale} value={locale} className={classes.panel}>
          {children(locale)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

const PRINT_FIELDS = [
  { name: 'title', label: 'Title', maxLength: 255 },
  { name: 'description', label: 'Description', maxLength: MAX_DESCRIPTION, multiline: true },
] as const satisfies readonly TextField<'title' | 'description'>[];

const checkPrint = zod4Resolver(ProductTranslationInput, { errorPriority: 'first' });

/** A print's translations: its English title and description beside each language's. */
export function PrintTranslations({ id, onBack }: { id: number; onBack: () => void }) {
  const utils = trpc.useUtils();
  const print = trpc.admin.products.translation.useQuery({ productId: id });
  const save = trpc.admin.products.saveTranslation.useMutation({
    onSuccess: (_saved, { locale }) => notify.success('Translation Saved', `The ${TRANSLATED_LOCALE_LABELS[locale]} text of “${print.data?.title}” is what shoppers read now.`),
    onError: (error) => notify.error('Not Saved', errorMessage(error)),
    onSettled: () => Promise.all([utils.admin.products.translation.invalidate({ productId: id }), utils.admin.products.translations.invalidate()]),
  });
  const back = <BackButton label="All prints" onClick={onBack} />;
  if (print.isPending) return <Loading what="the print" />;
  if (print.isError) return <>{back}<LoadError what="the print" onRetry={() => void print.refetch()} /></>;
  const { title, description, imageUrl, translations } = print.data;
  const translationIn = (locale: TranslatedLocale) => translations.find((translation) => translation.locale === locale);

  return (
    <RecordPanel
      id="print-translations-title"
      back={back}
      title={title}
      lead="Its title and description in each of the shop’s other languages. A blank field shows shoppers the English."
      // Each language's tab says whether it waits for review.
      badge={imageUrl && <img className={classes.artwork} src={imageUrl} alt="" width={72} height={72} />}
    >
      <LanguageTabs state={(locale) => translationState({ description }, translationIn(locale))}>
        {(locale) => {
          const saved = translationIn(locale);
          return (
            <TranslationForm
              // A new form once saved: its values are then what the server kept (markup reduced to text).
              key={saved?.updatedAt ?? 'none'}
              fields={PRINT_FIELDS}
              english={{ title, description }}
              form={{
                locale,
                saved,
                review: { title: saved?.titleNeedsReview, description: saved?.descriptionNeedsReview },
                savedBy: saved ? { by: saved.updatedBy, at: saved.updatedAt } : null,
              }}
              check={(values) => checkPrint({ productId: id, locale, ...values })}
              saving={save.isPending && save.variables.locale === locale}
              onSave={(values) => save.mutate({ productId: id, locale, ...values })}
            />
          );
        }}
      </LanguageTabs>
    </RecordPanel>
  );
}

const COLLECTION_FIELDS = [
  { name: 'name', label: 'Name', maxLength: 100 },
  { name: 'description', label: 'Description', maxLength: 1000, multiline: true },
] as const satisfies readonly TextField<'name' | 'description'>[];

const checkCollection = zod4Resolver(CategoryTranslationInput, { errorPriority: 'first' });

/** A collection's translations: its name and description in each language. */
export function CollectionTranslations({ id, onBack }: { id: number; onBack: () => void }) {
  const utils = trpc.useUtils();
  const categories = trpc.admin.products.categoryTranslations.useQuery();
  const save = trpc.admin.products.saveCategoryTranslation.useMutation({
    onSuccess: (_saved, { locale }) => notify.success('Translation Saved', `The ${TRANSLATED_LOCALE_LABELS[locale]} name is what shoppers read now.`),
    onError: (error) => notify.error('Not Saved', errorMessage(error)),
    onSettled: () => utils.admin.products.categoryTranslations.invalidate(),
  });
  const back = <BackButton label="All collections" onClick={onBack} />;
  if (categories.isPending) return <Loading what="the collection" />;
  if (categories.isError) return <>{back}<LoadError what="the collection" onRetry={() => void categories.refetch()} /></>;
  const category = categories.data.find((candidate) => candidate.categoryId === id);
  if (!category) return <>{back}<p className={adminClasses.empty}>This collection is no longer in the shop.</p></>;
  const translationIn = (locale: TranslatedLocale) => category.translations.find((translation) => translation.locale === locale);

  return (
    <RecordPanel
      id="collection-translations-title"
      back={back}
      title={category.name}
      lead="Its name and description in each of the shop’s other languages. Its address keeps the English name."
      badge={null}
    >
      <LanguageTabs state={(locale) => (translationIn(locale)?.name ? 'done' : 'missing')}>
        {(locale) => {
          const saved = translationIn(locale);
          return (
            <TranslationForm
              key={saved?.updatedAt ?? 'none'}
              fields={COLLECTION_FIELDS}
              english={{ name: category.name, description: category.description }}
              form={{ locale, saved, review: {}, savedBy: saved ? { by: saved.updatedBy, at: saved.updatedAt } : null }}
              check={(values) => checkCollection({ categoryId: id, locale, ...values })}
              saving={save.isPending && save.variables.locale === locale}
              onSave={(values) => save.mutate({ categoryId: id, locale, ...values })}
            />
          );
        }}
      </LanguageTabs>
    </RecordPanel>
  );
}
