import { AI_ERROR_MESSAGE, AiGenerateAnswerSchema, AiGenerateRequestSchema, AiInfoAnswerSchema, AiInfoRequestSchema } from './ai';

describe('AiGenerateRequestSchema', () => {
  it('accepts a title, description defaults to empty', () => {
    expect(AiGenerateRequestSchema.parse({ title: ' Portátil ' })).toEqual({ title: 'Portátil', description: '' });
  });
  it.each([
    ['empty title', { title: '  ' }],
    ['title of 301 chars', { title: 'a'.repeat(301) }],
    ['description of 5001 chars', { title: 'x', description: 'a'.repeat(5001) }],
    ['missing title', { description: 'x' }],
  ])('rejects %s', (_label, body) => {
    expect(AiGenerateRequestSchema.safeParse(body).success).toBe(false);
  });
  it('accepts the limits exactly', () => {
    expect(AiGenerateRequestSchema.safeParse({ title: 'a'.repeat(300), description: 'a'.repeat(5000) }).success).toBe(true);
  });
});

describe('AiInfoRequestSchema', () => {
  it('limits the title to 200 characters', () => {
    expect(AiInfoRequestSchema.safeParse({ title: 'Pandora' }).success).toBe(true);
    expect(AiInfoRequestSchema.safeParse({ title: 'a'.repeat(201) }).success).toBe(false);
    expect(AiInfoRequestSchema.safeParse({ title: '' }).success).toBe(false);
  });
});

describe('answers', () => {
  it('require their text fields', () => {
    expect(AiGenerateAnswerSchema.safeParse({ text: 'hola' }).success).toBe(true);
    expect(AiGenerateAnswerSchema.safeParse({}).success).toBe(false);
    expect(AiInfoAnswerSchema.safeParse({ historia: 'h', informacion: 'i' }).success).toBe(true);
    expect(AiInfoAnswerSchema.safeParse({ historia: 'h' }).success).toBe(false);
  });
});

it('AI_ERROR_MESSAGE is the SPEC §8 text', () => {
  expect(AI_ERROR_MESSAGE).toBe('Error en la solicitud');
});
