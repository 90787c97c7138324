import { Controller, useFieldArray, useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { BLOG_LIMITS } from '@ofertas/contracts/blog';
import { emptySection, type EditorValues } from '../lib/form-model';
import { UI } from '../lib/messages';
import { SECTION_RULES } from '../lib/validation';
import { MarkdownField } from './MarkdownField';
import s from './EditorForm.module.css';

/** One input of a section, with the contract's length limit and its error tied to it. */
function SectionInput({
  id,
  label,
  error,
  input,
  maxLength,
  url = false,
}: {
  id: string;
  label: string;
  error?: string;
  input: UseFormRegisterReturn;
  maxLength: number;
  url?: boolean;
}) {
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={url ? 'url' : 'text'}
        inputMode={url ? 'url' : undefined}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className={s.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Content sections (add and remove): heading, Markdown text (video allowed), product block fields. */
export function SectionsField() {
  const { control, register, formState } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'content' });
  return (
    <fieldset className={s.group}>
      <legend>{UI.sections}</legend>
      {fields.map((field, i) => {
        const n = i + 1;
        const base = `editor-section-${field.id}`;
        const errors = formState.errors.content?.[i];
        return (
          <fieldset key={field.id} className={s.section}>
            <legend>{UI.sectionLegend(n)}</legend>
            <SectionInput
              id={`${base}-heading`}
              label={UI.sectionHeading}
              error={errors?.section?.message}
              maxLength={BLOG_LIMITS.sectionHeading}
              input={register(`content.${i}.section`, SECTION_RULES.section)}
            />
            <Controller
              control={control}
              name={`content.${i}.text`}
              rules={SECTION_RULES.text}
              render={({ field: f }) => (
                <MarkdownField
                  id={`${base}-text`}
                  label={UI.sectionText}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  error={errors?.text?.message}
                  allowVideo
                  height={220}
                />
              )}
            />
            <div className={s.columns}>
              <SectionInput
                id={`${base}-url`}
                label={UI.sectionProductUrl}
                error={errors?.productUrl?.message}
                maxLength={BLOG_LIMITS.url}
                url
                input={register(`content.${i}.productUrl`, SECTION_RULES.productUrl)}
              />
              <SectionInput
                id={`${base}-image`}
                label={UI.sectionImageUrl}
                error={errors?.urlImage?.message}
                maxLength={BLOG_LIMITS.url}
                url
                input={register(`content.${i}.urlImage`, SECTION_RULES.urlImage)}
              />
              <SectionInput
                id={`${base}-card`}
                label={UI.sectionProductCard}
                error={errors?.productCard?.message}
                maxLength={BLOG_LIMITS.keySearch}
                input={register(`content.${i}.productCard`, SECTION_RULES.productCard)}
              />
            </div>
            <div className={s.toggles}>
              <label className={s.check}>
                <input type="checkbox" {...register(`content.${i}.showProduct`)} /> {UI.showProduct}
              </label>
              <label className={s.check}>
                <input type="checkbox" {...register(`content.${i}.showProductUrl`)} /> {UI.showProductUrl}
              </label>
              <label className={s.check}>
                <input type="checkbox" {...register(`content.${i}.showProductCard`)} /> {UI.showProductCard}
              </label>
            </div>
            <button type="button" className={s.secondary} onClick={() => remove(i)}>
              {UI.removeSection(n)}
            </button>
          </fieldset>
        );
      })}
      {fields.length < BLOG_LIMITS.sections ? (
        <button type="button" className={s.secondary} onClick={() => append(emptySection())}>
          {UI.addSection}
        </button>
      ) : (
        <p className={s.hint}>{UI.sectionsFull}</p>
      )}
    </fieldset>
  );
}
