import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { emptySection, type EditorValues } from '../lib/form-model';
import { UI } from '../lib/messages';
import { OPTIONAL_URL } from '../lib/validation';
import { MarkdownField } from './MarkdownField';
import s from './EditorForm.module.css';

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
              <div className={s.field}>
                <label htmlFor={`${base}-url`}>{UI.sectionProductUrl}</label>
                <input
                  id={`${base}-url`}
                  type="url"
                  inputMode="url"
                  aria-invalid={errors?.productUrl ? true : undefined}
                  aria-describedby={errors?.productUrl ? `${base}-url-error` : undefined}
                  {...register(`content.${i}.productUrl`, { pattern: OPTIONAL_URL })}
                />
                {errors?.productUrl ? (
                  <p id={`${base}-url-error`} className={s.error}>
                    {errors.productUrl.message}
                  </p>
                ) : null}
              </div>
              <div className={s.field}>
                <label htmlFor={`${base}-image`}>{UI.sectionImageUrl}</label>
                <input
                  id={`${base}-image`}
                  type="url"
                  inputMode="url"
                  aria-invalid={errors?.urlImage ? true : undefined}
                  aria-describedby={errors?.urlImage ? `${base}-image-error` : undefined}
                  {...register(`content.${i}.urlImage`, { pattern: OPTIONAL_URL })}
                />
                {errors?.urlImage ? (
                  <p id={`${base}-image-error`} className={s.error}>
                    {errors.urlImage.message}
                  </p>
                ) : null}
              </div>
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
