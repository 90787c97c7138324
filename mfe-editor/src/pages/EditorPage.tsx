import s from './Page.module.css';

/** Placeholder page of mfe-editor for /blog/new: the editor team replaces it. */
export default function EditorPage() {
  return (
    <section className={s.page} data-boundary="editor">
      <h1>Crear Artículo</h1>
      <p>Editor de artículos del blog.</p>
      {__BUILD_LABEL__ ? <p className={s.label}>Versión: {__BUILD_LABEL__}</p> : null}
    </section>
  );
}
