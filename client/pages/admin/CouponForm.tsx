import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, Checkbox, Group, SegmentedControl, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { CouponInput, type AdminCoupon } from '../../../src/coupons.ts';
import { shopDate } from '../../../src/shop-time.ts';
import type { DiscountType } from '../../../src/statuses.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { CustomerSelect } from './CustomerSelect.tsx';
import listClasses from './AdminList.module.css';
import formClasses from './admin-form.module.css';
import classes from './CouponForm.module.css';

/** The form's fields as typed: text until the schema reads them (spec section 5: empty optional fields become null). */
export interface CouponValues {
  code: string;
  discountType: DiscountType;
  discountValue: string;
  minOrderAmount: string;
  maxUses: string;
  /** YYYY-MM-DD, the last day the coupon works (in the shop's time zone). */
  expiresAt: string;
  isActive: boolean;
  customerId: string | null;
  campaignName: string;
  campaignDescription: string;
  notes: string;
}

/** Spec sections 4, 9: the form starts in create mode, with the percentage type. */
const EMPTY: CouponValues = {
  code: '',
  discountType: 'percentage',
  discountValue: '',
  minOrderAmount: '',
  maxUses: '',
  expiresAt: '',
  isActive: true,
  customerId: null,
  campaignName: '',
  campaignDescription: '',
  notes: '',
};

/** A listed coupon as the form holds it: amounts as typed, the expiry as the shop's calendar day. */
function valuesOf(coupon: AdminCoupon): CouponValues {
  return {
    code: coupon.code,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    minOrderAmount: coupon.minOrderAmount ?? '',
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    expiresAt: shopDate(coupon.expiresAt),
    isActive: coupon.isActive,
    customerId: coupon.customerId === null ? null : String(coupon.customerId),
    campaignName: coupon.campaignName ?? '',
    campaignDescription: coupon.campaignDescription ?? '',
    notes: coupon.notes ?? '',
  };
}

/** The server parses with the same schema; a field shows its first broken rule. */
const checkCoupon = zod4Resolver(CouponInput, { errorPriority: 'first' });
const validate = (values: CouponValues) => checkCoupon({ ...values });

/**
 * The Coupon Management form (spec sections 4 and 5): create mode by default; `editing` switches it to
 * edit mode with that coupon's fields, and Cancel (or saving) returns to create mode.
 */
export function CouponForm({ editing, onDone }: { editing: AdminCoupon | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<CouponValues>({ initialValues: EMPTY, validate });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    setValues(editing ? valuesOf(editing) : EMPTY);
    resetDirty();
    clearErrors();
  }, [editing, setValues, resetDirty, clearErrors]);

  const finished = () => {
    void utils.admin.coupons.list.invalidate();
    form.setValues(EMPTY);
    onDone();
  };
  const create = trpc.admin.coupons.create.useMutation({
    onSuccess(coupon) {
      notify.success('Coupon Created', `${coupon.code} is ready to use.`);
      finished();
    },
    onError: (error) => notify.error('Creation Failed', errorMessage(error)),
  });
  const update = trpc.admin.coupons.update.useMutation({
    onSuccess(coupon) {
      notify.success('Coupon Updated', `${coupon.code} is saved; checkout uses the new terms at once.`);
      finished();
    },
    onError: (error) => notify.error('Update Failed', errorMessage(error)),
  });
  const saving = create.isPending || update.isPending;
  const percentage = form.values.discountType === 'percentage';

  return (
    <section className={formClasses.formCard} aria-labelledby="coupon-form-title" data-mode={editing ? 'edit' : 'create'}>
      <h2 id="coupon-form-title" className={listClasses.title}>
        {editing ? `Edit ${editing.code}` : 'New coupon'}
      </h2>
      <p className={listClasses.lead}>
        {editing
          ? `Used ${editing.currentUses} ${editing.currentUses === 1 ? 'time' : 'times'} so far; changes apply to the next checkout.`
          : 'Codes are kept in capitals and must be unique.'}
      </p>
      <form
        className={formClasses.form}
        noValidate
        onSubmit={form.onSubmit((values) => {
          const fields = { ...values, customerId: values.customerId ?? '' };
          if (editing) update.mutate({ ...fields, id: editing.id });
          else create.mutate(fields);
        })}
      >
        <TextInput label="Code" placeholder="SPRING-10" {...form.getInputProps('code')} classNames={{ input: classes.codeInput }} />
        <div>
          <p className={formClasses.fieldLabel} id="discount-type-label">
            Discount type
          </p>
          <SegmentedControl
            aria-labelledby="discount-type-label"
            fullWidth
            data={[
              { value: 'percentage', label: 'Percentage' },
              { value: 'fixed', label: 'Fixed amount' },
            ]}
            {...form.getInputProps('discountType')}
          />
        </div>
        <div className={classes.formRow}>
          <TextInput
            label={percentage ? 'Discount (%)' : 'Discount ($)'}
            inputMode="decimal"
            placeholder={percentage ? '10' : '25.00'}
            {...form.getInputProps('discountValue')}
          />
          <TextInput label="Expires on" type="date" {...form.getInputProps('expiresAt')} />
        </div>
        <div className={classes.formRow}>
          <TextInput label="Minimum order ($)" inputMode="decimal" placeholder="None" {...form.getInputProps('minOrderAmount')} />
          <TextInput label="Max uses" inputMode="numeric" placeholder="Unlimited" {...form.getInputProps('maxUses')} />
        </div>
        <CustomerSelect
          key={editing?.id ?? 'new'}
          label="Private to a customer (optional)"
          description="Leave empty for a public coupon."
          clearable
          value={form.values.customerId}
          onChange={(value) => form.setFieldValue('customerId', value)}
          error={form.errors.customerId as string | undefined}
          initialEmail={editing?.customerEmail ?? null}
        />
        <TextInput label="Campaign name (optional)" {...form.getInputProps('campaignName')} />
        <Textarea label="Campaign description (optional)" rows={2} {...form.getInputProps('campaignDescription')} />
        <Textarea label="Notes (optional)" rows={2} {...form.getInputProps('notes')} />
        <Checkbox label="Active" color="bronze" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group gap="sm" className={classes.formActions}>
          <Button type="submit" loading={saving}>
            {editing ? 'Update Coupon' : 'Create Coupon'}
          </Button>
          {editing && (
            <Button variant="default" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
          )}
        </Group>
      </form>
    </section>
  );
}
