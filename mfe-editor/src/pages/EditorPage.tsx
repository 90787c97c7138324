import { useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { errorCause } from '@ofertas/web-kit';
import { BLOG_LIMITS } from '@ofertas/contracts/blog';
import { EDITOR_MESSAGES } from '@ofertas/contracts/editor';
import { titleToSlug } from '@ofertas/contracts/rules/slug';
import {
  ARTICLE_CREATED,
  ARTICLE_CREATE_ERROR,
  ARTICLE_DELETED,
  ARTICLE_DELETE_ERROR,
  ARTICLE_UPDATED,
  ARTICLE_UPDATE_ERROR,
  BLOG_NOT_FOUND,
  CONFIRM_DELETE,
  EDITOR_CREATE_TITLE,
  EDITOR_DELETE,
  EDITOR_EDIT_TITLE,
  EDITOR_LABELS,
  EDITOR_RESET,
  blogFoundMessage,
} from '@ofertas/contracts/messages';
import { createArticle, deleteArticle, loadSource, updateArticle } from '../api/articles';
import { ApiError } from '../api/http';
import { ensureSession } from '../api/session';
import { ArticlePicker } from '../components/ArticlePicker';
import { CoverField } from '../components/CoverField';
import { DraftOffer } from '../components/DraftOffer';
import { MarkdownField } from '../components/MarkdownField';
import { SectionsField } from '../components/SectionsField';
import { StatusMessage, type Status } from '../components/StatusMessage';
import { TagsField } from '../components/TagsField';
import { TextField } from '../components/TextField';
import { useArticleSlugs } from '../hooks/useArticleSlugs';
import { useDraft } from '../hooks/useDraft';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { useSessionOpen } from '../hooks/useSessionOpen';
import { downloadJson } from '../lib/download';
import { emptyValues, toCreateRequest, toUpdateRequest, valuesFromSource, type EditTarget, type EditorValues } from '../lib/form-model';
import { REQUIRED, UI } from '../lib/messages';
import { serverReason } from '../lib/server-reason';
import { RULES, passwordRules } from '../lib/validation';
import s from '../components/EditorForm.module.css';

/** '{SPEC §8 failure}: {server's reason}' — the author sees both, and the form stays as it was. */
function failure(prefix: string, err: unknown): string {
  // The body-size limit answers 413 in English before the editor's own cover check: say it in Spanish.
  if (err instanceof ApiError && err.status === 413 && !err.serverMessage.startsWith('image:')) return `${prefix}: ${serverReason(EDITOR_MESSAGES.coverTooLarge, [])}`;
  const reason = err instanceof ApiError && (err.serverMessage || err.issues.length > 0) ? serverReason(err.serverMessage, err.issues) : errorCause(err);
  return `${prefix}: ${reason}`;
}

/** /blog/new: create, edit and delete articles (SPEC §2 'Article editor', §4, §5, §8). */
export default function EditorPage() {
  const form = useForm<EditorValues>({ defaultValues: emptyValues(), mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, control, handleSubmit, reset, setValue, getValues, setError, formState } = form;
  const [target, setTarget] = useState<EditTarget>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  // The slug follows the title until the author types a slug of their own (SPEC §5 'Title to slug').
  const slugByHand = useRef(false);
  const { slugs, reload: reloadSlugs } = useArticleSlugs();
  const [sessionOpen, setSessionOpen] = useSessionOpen();
  const draft = useDraft(form, target);
  // The page's own forms (picker, article) stay inside it: the leave guard asks only about the others.
  const pageRef = useRef<HTMLElement>(null);
  useLeaveGuard(formState.isDirty, pageRef);

  const startOver = (next: EditorValues, nextTarget: EditTarget) => {
    reset(next);
    setTarget(nextTarget);
    slugByHand.current = nextTarget !== null;
  };

  const succeeded = (text: string) => {
    draft.forget();
    startOver(emptyValues(), null);
    reloadSlugs();
    setStatus({ kind: 'success', text });
  };

  const openArticle = async (slug: string) => {
    if (formState.isDirty && !window.confirm(UI.leaveConfirm)) return;
    setBusy(true);
    try {
      const source = await loadSource(slug);
      startOver(valuesFromSource(source), { id: source.id, slug: source.slug, version: source.version });
      setStatus({ kind: 'info', text: blogFoundMessage(source.slug) });
    } catch (err) {
      const notFound = err instanceof ApiError && (err.status === 404 || err.status === 400);
      setStatus({ kind: 'error', text: notFound ? `${BLOG_NOT_FOUND} ${slug}` : `${BLOG_NOT_FOUND} ${slug} (${errorCause(err)})` });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const failPrefix = target ? ARTICLE_UPDATE_ERROR : ARTICLE_CREATE_ERROR;
    setBusy(true);
    try {
      const session = await ensureSession(values.password, (err) => failure(failPrefix, err));
      setSessionOpen(session.ok);
      if (!session.ok && session.needsPassword) {
        // The session ended since the page opened: only now is the Password needed, under its field.
        setError('password', { message: target ? EDITOR_MESSAGES.loginRequired : REQUIRED.password }, { shouldFocus: true });
        return;
      }
      if (!session.ok) {
        setStatus({ kind: 'error', text: session.message });
        return;
      }
      if (target) {
        await updateArticle(toUpdateRequest(values, target));
        succeeded(ARTICLE_UPDATED);
      } else {
        const article = await createArticle(toCreateRequest(values));
        downloadJson(`${article.slug}.json`, article);
        succeeded(ARTICLE_CREATED);
      }
    } catch (err) {
      setStatus({ kind: 'error', text: failure(failPrefix, err) });
    } finally {
      setBusy(false);
    }
  });

  const onDelete = async () => {
    if (!target || !window.confirm(CONFIRM_DELETE)) return;
    setBusy(true);
    setStatus(null);
    try {
      const session = await ensureSession(getValues('password'), (err) => failure(ARTICLE_DELETE_ERROR, err));
      setSessionOpen(session.ok);
      if (!session.ok) {
        setStatus({ kind: 'error', text: session.needsPassword ? `${ARTICLE_DELETE_ERROR}: ${EDITOR_MESSAGES.loginRequired}` : session.message });
        return;
      }
      await deleteArticle(target.id, target.version);
      succeeded(ARTICLE_DELETED);
    } catch (err) {
      setStatus({ kind: 'error', text: failure(ARTICLE_DELETE_ERROR, err) });
    } finally {
      setBusy(false);
    }
  };

  const recoverDraft = () => {
    const offered = draft.offered;
    if (!offered) return;
    // Defaults stay those of an empty form, so the recovered text counts as unsaved work (leave warning, autosave).
    reset(emptyValues());
    reset({ ...offered.values, password: '' }, { keepDefaultValues: true });
    setTarget(offered.target);
    slugByHand.current = offered.values.slug !== titleToSlug(offered.values.title);
    draft.answer(false);
  };

  const { errors } = formState;
  // SPEC §5/§6: creating asks for the Password, editing and deleting do not; an open session needs none.
  const passwordNeeded = target === null && !sessionOpen;
  const title = register('title', {
    ...RULES.title,
    onChange: (e: { target: { value: string } }) => {
      if (!slugByHand.current) setValue('slug', titleToSlug(e.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted });
    },
  });
  const slug = register('slug', {
    ...RULES.slug,
    onChange: (e: { target: { value: string } }) => {
      slugByHand.current = e.target.value.trim() !== '';
    },
  });

  return (
    <section ref={pageRef} className={s.page} data-boundary="editor" aria-labelledby="editor-heading">
      <h1 id="editor-heading">{target ? EDITOR_EDIT_TITLE : EDITOR_CREATE_TITLE}</h1>
      {draft.offered ? <DraftOffer draft={draft.offered} onRecover={recoverDraft} onDiscard={() => draft.answer(true)} /> : null}
      <div className={s.toolbar}>
        <ArticlePicker slugs={slugs} onOpen={(s) => void openArticle(s)} busy={busy} />
        <button
          type="button"
          className={s.secondary}
          onClick={() => {
            if (formState.isDirty && !window.confirm(UI.leaveConfirm)) return;
            startOver(emptyValues(), null);
            setStatus(null);
          }}
        >
          {EDITOR_RESET}
        </button>
      </div>
      <StatusMessage status={status} />
      <FormProvider {...form}>
        <form
          className={s.form}
          onSubmit={(e) => {
            // Every attempt starts without the last result: an old success beside new field errors misleads.
            setStatus(null);
            void onSubmit(e);
          }}
          noValidate
          aria-busy={busy}
        >
          <TextField id="editor-title" label={EDITOR_LABELS.title} required error={errors.title?.message} input={title} maxLength={BLOG_LIMITS.title} />
          <TextField id="editor-slug" label={EDITOR_LABELS.slug} required error={errors.slug?.message} input={slug} maxLength={BLOG_LIMITS.slug} />
          <Controller
            control={control}
            name="description"
            rules={RULES.description}
            render={({ field }) => (
              <MarkdownField
                id="editor-description"
                label={EDITOR_LABELS.description}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.description?.message}
                allowVideo={false}
              />
            )}
          />
          <TextField
            id="editor-category"
            label={EDITOR_LABELS.category}
            required
            error={errors.category?.message}
            input={register('category', RULES.category)}
            maxLength={BLOG_LIMITS.category}
          />
          <Controller
            control={control}
            name="image"
            rules={RULES.image}
            render={({ field }) => <CoverField value={field.value} onChange={field.onChange} error={errors.image?.message} />}
          />
          <SectionsField />
          <Controller control={control} name="tags" render={({ field }) => <TagsField value={field.value} onChange={field.onChange} />} />
          <TextField
            id="editor-keysearch"
            label={EDITOR_LABELS.keySearch}
            required
            error={errors.keySearch?.message}
            input={register('keySearch', RULES.keySearch)}
            maxLength={BLOG_LIMITS.keySearch}
          />
          <TextField
            id="editor-password"
            label={EDITOR_LABELS.password}
            required={passwordNeeded}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            input={register('password', passwordRules(passwordNeeded))}
          />
          {draft.storageFailed ? <p className={s.hint}>{UI.draftNotSaved}</p> : null}
          <div className={s.actions}>
            <button type="submit" className={s.primary} disabled={busy}>
              {busy ? UI.saving : target ? UI.submitUpdate : UI.submitCreate}
            </button>
            {target ? (
              <button type="button" className={s.danger} onClick={() => void onDelete()} disabled={busy}>
                {EDITOR_DELETE}
              </button>
            ) : null}
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
