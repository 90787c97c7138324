import { clearDraft, DRAFT_KEY, parseDraft, readDraft, writeDraft } from './draft';
import { emptySection, emptyValues } from './form-model';

beforeEach(() => localStorage.clear());

test('a draft round-trips without the password', () => {
  const values = { ...emptyValues(), title: 'Hola', password: 'secreta', content: [{ ...emptySection(), text: '**x**' }], tags: ['a'] };
  expect(writeDraft(values, { id: 'id1', slug: 'hola', version: 3 }, 1000)).toBe(true);
  expect(localStorage.getItem(DRAFT_KEY)).not.toContain('secreta');
  const draft = readDraft();
  expect(draft?.values.title).toBe('Hola');
  expect(draft?.values.content[0]?.text).toBe('**x**');
  expect(draft?.target).toEqual({ id: 'id1', slug: 'hola', version: 3 });
  expect(draft?.savedAt).toBe(1000);
  expect(draft?.values).not.toHaveProperty('password');
  clearDraft();
  expect(readDraft()).toBeNull();
});

test('anything that is not a draft is ignored', () => {
  expect(parseDraft('no json')).toBeNull();
  expect(parseDraft('{"values":{"title":1},"savedAt":1}')).toBeNull();
  expect(parseDraft(JSON.stringify({ values: { ...emptyValues(), content: [{ section: 1 }] }, savedAt: 1 }))).toBeNull();
});

test('a storage that refuses (quota) is reported, not thrown', () => {
  const full = { setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
  expect(writeDraft(emptyValues(), null, 1, full)).toBe(false);
});
