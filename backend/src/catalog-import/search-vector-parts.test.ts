import { searchVectorSql } from '../database/search-vector';
import { databaseKinds } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { ImportConnection } from './import-connection';
import { COPY_BINARY_HEADER, COPY_BINARY_TRAILER } from './copy-binary';
import { ChunkTable, SearchVectors, VectorRecipes, type RenderedVectors } from './search-vector-parts';

interface Texts {
  title: string;
  brand: string;
  category_label: string;
  category: string;
  description: string;
}

/** A small deterministic generator (mulberry32), so a failure names texts that can be made again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Pieces that the default parser reads as something other than a plain word — hyphenated words, numbers with
 * points and commas, hosts, URLs, e-mails, paths, versions, signed numbers, entities — stop words, letters
 * that unaccent() rewrites (some into several characters or a space), and spaces of other kinds.
 */
const PIECES = [
  'Cafetera', 'cafeteras', 'DE', 'de', 'la', 'y', 'con', 'para', 'sin', 'él', 'está', 'niño', 'ÑANDÚ', 'pingüino', 'Über',
  'usb-c', 'Wi-Fi', '2-en-1', 'anti-arrugas', 'x86_64', 'M4', '512GB', '16"', '3,5', '2.0', '1.2.3', '-5', '+34', '1e5', '.5',
  '1/2', 'http://ofertas.es/a?b=1', 'www.ofertas.es', 'ofertas@correo.es', '/usr/local', 'C:\\x', '&amp;', '&', '#1', '50%',
  "L'Oréal", "De'Longhi", '(nuevo)', '¡Oferta!', '¿Qué?', '…', '–', '—', '·', '½', 'æ', 'ß', 'ﬁ', '€', '$', '™', '°C',
  'a\u00a0b', 'a\tb', 'a\nb', '\\', "''", 'x', 'ab', 'abc', '\u0301', 'é',
];
const GLUE = [' ', ' ', ' ', ' ', '', '-', '.', ',', '/', ':', '  ', '_', "'"];

function randomText(next: () => number, pieces: number): string {
  let text = '';
  for (let i = 0; i < pieces; i++) {
    if (i > 0) text += GLUE[Math.floor(next() * GLUE.length)];
    text += PIECES[Math.floor(next() * PIECES.length)];
  }
  return text;
}

function randomRow(next: () => number): Texts {
  return {
    title: randomText(next, 1 + Math.floor(next() * 12)),
    brand: next() < 0.2 ? '' : randomText(next, 1 + Math.floor(next() * 2)),
    category_label: next() < 0.2 ? '' : randomText(next, 1 + Math.floor(next() * 3)),
    category: randomText(next, 1 + Math.floor(next() * 3)),
    description: next() < 0.1 ? '' : randomText(next, Math.floor(next() * 160)),
  };
}

const PLAIN: Texts = {
  title: 'Cafetera espresso De\'Longhi "Dedica" EC685 con vaporizador',
  brand: "De'Longhi",
  category_label: 'electrodomesticos cafeteras',
  category: 'Home & Garden > Kitchen',
  description: 'Cafetera compacta, con vaporizador de leche "cappuccino". Envío gratis en 24/48 h.',
};

/** The rendered vectors as binary COPY rows (ord, vec): each vector field as the load writes it into `product`. */
function vectorRows({ data, ends }: RenderedVectors): Buffer[] {
  const out: Buffer[] = [COPY_BINARY_HEADER];
  for (let ord = 0; ord < ends.length; ord++) {
    const head = Buffer.alloc(10);
    head.writeInt16BE(2, 0);
    head.writeInt32BE(4, 2);
    head.writeInt32BE(ord, 6);
    out.push(head, data.subarray(ord === 0 ? 0 : ends[ord - 1], ends[ord]));
  }
  out.push(COPY_BINARY_TRAILER);
  return out;
}

/** Each rendered vector's lexemes (null for a row left to SQL), decoded from its binary form. */
function renderedLexemes({ data, ends }: RenderedVectors): Array<Buffer[] | null> {
  const out: Array<Buffer[] | null> = [];
  for (let row = 0; row < ends.length; row++) {
    let at = row === 0 ? 0 : (ends[row - 1] as number);
    if (data.readInt32BE(at) === -1) {
      out.push(null);
      continue;
    }
    const entries = data.readInt32BE(at + 4);
    at += 8;
    const lexemes: Buffer[] = [];
    for (let e = 0; e < entries; e++) {
      const nul = data.indexOf(0, at);
      lexemes.push(data.subarray(at, nul));
      at = nul + 3 + 2 * data.readUInt16BE(nul + 1);
    }
    out.push(lexemes);
  }
  return out;
}

describe.each(databaseKinds())('search vectors built by the importer, on %s', (kind) => {
  const db = freshDatabaseForTests(kind);

  /** Each row's vector as the import stages it (null: left to SQL) and whether it equals the SQL vector. */
  async function compare(rows: Texts[], batchRows = 500): Promise<Array<{ staged: boolean; same: boolean }>> {
    const table = new ChunkTable();
    const vectors = new SearchVectors(db.dataSource);
    const out: Array<{ staged: boolean; same: boolean }> = [];
    for (let from = 0; from < rows.length; from += batchRows) {
      const batch = rows.slice(from, from + batchRows);
      const recipes = new VectorRecipes(table);
      for (const r of batch) recipes.addRow(r.title, r.brand, r.category_label, r.category, r.description);
      const data = await vectors.render(recipes.take());
      const conn = await ImportConnection.open(db.dataSource);
      try {
        await conn.query(`CREATE TEMP TABLE IF NOT EXISTS import_vec (ord int, vec tsvector) ON COMMIT DELETE ROWS`);
        const result = await conn.transaction(async () => {
          await conn.copyBuffers('import_vec', ['ord', 'vec'], vectorRows(data), 'binary');
          return conn.query<{ staged: boolean; same: boolean }>(
            `SELECT v.vec IS NOT NULL AS staged, v.vec IS NOT DISTINCT FROM ${searchVectorSql('t')} AS same
             FROM json_to_recordset($1::json) AS t(title text, brand text, category_label text, category text, description text, ord int)
             JOIN import_vec v ON v.ord = t.ord ORDER BY t.ord`,
            [JSON.stringify(batch.map((r, ord) => ({ ...r, ord })))],
          );
        });
        out.push(...result);
      } finally {
        await conn.release();
      }
    }
    return out;
  }

  it('stages the same vector as the SQL for plain and random texts, across batches that share chunks', async () => {
    const next = random(20261127);
    const rows = [PLAIN, ...Array.from({ length: 1999 }, () => randomRow(next))];
    const result = await compare(rows);
    const differ = rows.filter((_, i) => result[i]?.staged === true && !result[i]?.same);
    expect(differ).toEqual([]);
    expect(result).toHaveLength(rows.length);
    expect(result[0]).toEqual({ staged: true, same: true });
    // Most rows are built by the importer: the comparison is about its vectors, not SQL's.
    expect(result.filter((r) => r.staged).length).toBeGreaterThan(rows.length * 0.8);
  });

  it("renders each vector's lexemes in the order a tsvector keeps them, as new lexemes come batch after batch", async () => {
    const next = random(20261128);
    const table = new ChunkTable();
    const vectors = new SearchVectors(db.dataSource);
    let rendered = 0;
    const misordered: string[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const recipes = new VectorRecipes(table);
      for (let i = 0; i < 200; i++) {
        const r = randomRow(next);
        recipes.addRow(r.title, r.brand, r.category_label, r.category, r.description);
      }
      for (const lexemes of renderedLexemes(await vectors.render(recipes.take()))) {
        if (lexemes === null) continue;
        rendered++;
        // Strictly increasing as memcmp orders bytes, a prefix first (Buffer.compare): tsvectorrecv's order.
        for (let k = 1; k < lexemes.length; k++) {
          if (Buffer.compare(lexemes[k - 1] as Buffer, lexemes[k] as Buffer) >= 0) misordered.push(lexemes.map((l) => l.toString()).join(' '));
        }
      }
    }
    expect(misordered).toEqual([]);
    expect(rendered).toBeGreaterThan(900);
  });

  it('leaves to SQL what the importer cannot vouch for, with the same result', async () => {
    // 300 one-letter words in 599 characters: more positions than one lexeme may hold.
    const long = Array.from({ length: 300 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ');
    const rows: Texts[] = [
      { ...PLAIN, description: 'Con <b>negrita</b> y <a href="x y">enlace</a>' },
      { ...PLAIN, title: 'Auriculares 🎧 inalámbricos' },
      { ...PLAIN, description: `Referencia ${'x'.repeat(80)}` },
      { ...PLAIN, description: long },
      // Cut at 600 characters inside a word, as left(description, 600) cuts it.
      { ...PLAIN, description: `${'Cafetera de acero, '.repeat(31)}Cafeteras inoxidables` },
      { ...PLAIN, title: '', brand: '', category_label: '', category: '', description: '' },
    ];
    expect(await compare(rows)).toEqual([
      { staged: false, same: false },
      { staged: false, same: false },
      { staged: false, same: false },
      { staged: false, same: false },
      { staged: true, same: true },
      { staged: true, same: true },
    ]);
  });
});
