import { expandVideoLines, videoEmbedFromPageUrl } from './author-html-policy';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const player = (src: string) => `<iframe src="${src}" title="Vídeo" allowfullscreen>\n</iframe>`;

describe('videoEmbedFromPageUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['http://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', YT],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', YT],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', YT],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', YT],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=1', 'https://player.vimeo.com/video/76979871'],
  ])('%s → its player', (url, embed) => {
    expect(videoEmbedFromPageUrl(url)).toBe(embed);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/channels/x',
    'https://youtu.be/',
  ])('%s is not a video', (url) => {
    expect(videoEmbedFromPageUrl(url)).toBeNull();
  });
});

describe('expandVideoLines', () => {
  it('expands an address that is a paragraph of its own', () => {
    expect(expandVideoLines('Mira:\n\nhttps://youtu.be/dQw4w9WgXcQ\n\nFin')).toBe(`Mira:\n\n${player(YT)}\n\nFin`);
    expect(expandVideoLines('https://vimeo.com/76979871')).toBe(player('https://player.vimeo.com/video/76979871'));
    expect(expandVideoLines('  https://youtu.be/dQw4w9WgXcQ  \r\n')).toBe(`${player(YT)}\n`);
  });

  it('leaves addresses inside text, lists, code and indented code alone', () => {
    for (const md of [
      'Mira https://youtu.be/dQw4w9WgXcQ ahora',
      'Texto\nhttps://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ\nmás texto',
      '- https://youtu.be/dQw4w9WgXcQ',
      '```\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n```',
      '~~~~\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n~~~\n',
      'texto\n\n    https://youtu.be/dQw4w9WgXcQ\n',
    ]) {
      expect(expandVideoLines(md)).toBe(md);
    }
  });

  it('expands again after a closed code block', () => {
    expect(expandVideoLines('```\nx\n```\n\nhttps://youtu.be/dQw4w9WgXcQ')).toBe(`\`\`\`\nx\n\`\`\`\n\n${player(YT)}`);
  });
});
