import { Controller, useFieldArray, useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { emptySection, type EditorValues } from '../lib/form-model';
import { UI } from '../lib/messages';
import { OPTIONAL_URL } from '../lib/validation';
import { MarkdownField } from './MarkdownField';
import s from './EditorForm.module.css';

/** An optional address of a section (product page, product image), with its pattern error tied to it. */
function UrlField({ id, label, error, input }: { id: string; label: string; error?: string; input: UseFormRegisterReturn }) {
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="url" inputMode="url" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
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
            <div className={s.field}>
              <label htmlFor={`${base}-heading`}>{UI.sectionHeading}</label>
              <input id={`${base}-heading`} {...register(`content.${i}.section`)} />
            </div>
            <Controller
              control={control}
              name={`content.${i}.text`}
              render={({ field: f }) => (
                <MarkdownField id={`${base}-text`} label={UI.sectionText} value={f.value} onChange={f.onChange} onBlur={f.onBlur} allowVideo height={220} />
              )}
            />
            <div className={s.columns}>
              <UrlField id={`${base}-url`} label={UI.sectionProductUrl} error={errors?.productUrl?.message} input={register(`content.${i}.productUrl`, { pattern: OPTIONAL_URL })} />
              <UrlField id={`${base}-image`} label={UI.sectionImageUrl} error={errors?.urlImage?.message} input={register(`content.${i}.urlImage`, { pattern: OPTIONAL_URL })} />
              <div className={s.field}>
                <label htmlFor={`${base}-card`}>{UI.sectionProductCard}</label>
                <input id={`${base}-card`} {...register(`content.${i}.productCard`)} />
              </div>
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
      <button type="button" className={s.secondary} onClick={() => append(emptySection())}>
        {UI.addSection}
      </button>
    </fieldset>
  );
}
