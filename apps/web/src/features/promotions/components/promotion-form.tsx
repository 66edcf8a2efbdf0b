import { allCategories, messages, type Promotion, type PromotionKind } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage, FormAlert, FormField, SubmitButton } from '@/components/ui/form-field.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useCreatePromotion } from '@/features/promotions/api/create-promotion.ts';
import { useUpdatePromotion } from '@/features/promotions/api/update-promotion.ts';
import {
  emptyPromotionForm,
  promotionFormOf,
  promotionFormSchema,
  type PromotionFormOutput,
  type PromotionFormValues,
} from '@/features/promotions/lib/promotion-form.ts';

const M = messages.promotions;

/** One field in a two-column row's width, the other column left empty. */
const halfWidth = 'sm:w-1/2 sm:pr-2';

const kinds: { value: PromotionKind; label: string }[] = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Amount off' },
  { value: 'free-shipping', label: 'Free shipping' },
];

interface PromotionFormProps {
  /** The promotion to change; none for a new one. */
  promotion?: Promotion;
  /** After it is saved, or on Cancel. */
  onDone: () => void;
}

/**
 * A new promotion, or one's changes (issue 43), checked by the server's own schema before it is
 * sent; a code another promotion has is told under the code.
 */
export function PromotionForm({ promotion, onDone }: PromotionFormProps) {
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PromotionFormValues, unknown, PromotionFormOutput>({
    resolver: zodResolver(promotionFormSchema),
    mode: 'onSubmit',
    defaultValues: promotion ? promotionFormOf(promotion) : emptyPromotionForm,
  });
  const [automatic, kind] = useWatch({ control, name: ['automatic', 'kind'] });
  const numbers = { valueAsNumber: true } as const;

  // Opened by the admin's click on New promotion or Edit: the form they asked for.
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = async (input: PromotionFormOutput) => {
    try {
      if (promotion) await update.mutateAsync({ id: promotion._id, patch: input });
      else await create.mutateAsync(input);
      toast.success(promotion ? M.updated : M.created);
      onDone();
    } catch (error) {
      if (error instanceof ApiClientError && error.code === 'code_taken') setError('code', { message: error.message }, { shouldFocus: true });
      else setError('root.server', { message: error instanceof ApiClientError ? error.message : messages.auth.somethingWrong });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={promotion ? `Edit ${promotion.name}` : 'New promotion'} className="grid gap-6">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Name" autoComplete="off" maxLength={80} error={errors.name?.message} {...register('name')} />
        {!automatic && (
          <FormField
            label="Code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            placeholder="SPRING10"
            className="uppercase"
            error={errors.code?.message}
            {...register('code')}
          />
        )}
        <div className="sm:col-span-2">
          <Checkbox label="Applies automatically" hint="No code to type: every cart that meets the conditions gets it." {...register('automatic')} />
        </div>
      </div>

      <Group legend="Discount">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {kinds.map((option) => (
            <label key={option.value} className="flex cursor-pointer items-center gap-2">
              <input type="radio" className="radio radio-sm" value={option.value} {...register('kind')} />
              {option.label}
            </label>
          ))}
        </div>
        {kind !== 'free-shipping' && (
          <div className={halfWidth}>
            <FormField
              label={kind === 'percent' ? 'Percent' : 'Amount (USD)'}
              type="number"
              inputMode="decimal"
              min={kind === 'percent' ? 1 : 0.01}
              max={kind === 'percent' ? 100 : undefined}
              step={0.01}
              error={errors.value?.message}
              action={
                kind === 'percent' && (
                  <span className="opacity-70" aria-hidden="true">
                    %
                  </span>
                )
              }
              {...register('value', numbers)}
            />
          </div>
        )}
      </Group>

      <Group legend="Dates" hint="In your time zone. Leave Starts empty to start now, Ends empty to never end.">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Starts" type="datetime-local" error={errors.startsAt?.message} {...register('startsAt')} />
          <FormField label="Ends" type="datetime-local" error={errors.endsAt?.message} {...register('endsAt')} />
        </div>
      </Group>

      <Group legend="Conditions">
        <div className={halfWidth}>
          <FormField
            label="Minimum subtotal (USD)"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            placeholder="Any subtotal"
            error={errors.minSubtotal?.message}
            {...register('minSubtotal', numbers)}
          />
        </div>
        <CategoryChoice registration={register('categories')} error={errors.categories?.message} />
        <Checkbox label="Only a compatible build (processor, motherboard and memory that work together)" {...register('build')} />
        <Checkbox label="Combines with other promotions" hint="Unticked, a cart gets this promotion or the others, whichever saves more." {...register('combines')} />
      </Group>

      <Group legend="Limits" hint="Orders it may discount. Leave empty for no limit.">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="Usage limit"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="No limit"
            error={errors.usageLimit?.message}
            {...register('usageLimit', numbers)}
          />
          <FormField
            label="Per-customer limit"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="No limit"
            error={errors.perCustomerLimit?.message}
            {...register('perCustomerLimit', numbers)}
          />
        </div>
      </Group>

      <Checkbox label="Active" hint="Untick to save it paused: it applies to nothing until resumed." {...register('active')} />

      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="sm:w-48">
          <SubmitButton pending={isSubmitting}>{promotion ? 'Save promotion' : 'Create promotion'}</SubmitButton>
        </div>
        <button type="button" className="btn btn-ghost" disabled={isSubmitting} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A titled part of the form. */
function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-base-300 pt-4">
      <legend className="float-left text-base font-semibold">{legend}</legend>
      {hint && <p className="-mt-3 text-sm opacity-70">{hint}</p>}
      {children}
    </fieldset>
  );
}

interface CheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** What ticking it means, under the label. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A box to tick with its label, and what ticking it means under it; takes react-hook-form's `register(...)` props. */
function Checkbox({ label, hint, ref, ...input }: CheckboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <input ref={ref} id={id} type="checkbox" className="checkbox checkbox-sm mt-0.5" aria-describedby={hint ? hintId : undefined} {...input} />
      <div>
        <label htmlFor={id} className="cursor-pointer">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm opacity-70">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** The twelve categories, a box each: none ticked discounts parts of every category. */
function CategoryChoice({ registration, error }: { registration: UseFormRegisterReturn<'categories'>; error?: string }) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Categories</legend>
      <p className="mb-2 text-sm opacity-70">Only parts of the ticked categories are discounted; none ticked: parts of every category.</p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
        {allCategories.map((category) => (
          <label key={category.slug} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="checkbox checkbox-sm" value={category.slug} {...registration} />
            {category.label}
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
