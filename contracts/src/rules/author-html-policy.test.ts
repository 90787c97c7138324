import { isAllowedImageSrc, isAllowedLinkHref, isExternalHref, videoEmbedUrl } from './author-html-policy';

describe('author HTML policy URL checks', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com', true],
    ['mailto:hola@example.com', true],
    ['tel:+34600000000', true],
    ['/cupones', true],
    ['#seccion', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['vbscript:x', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['', false],
  ])('link %j allowed: %s', (href, allowed) => {
    expect(isAllowedLinkHref(href)).toBe(allowed);
  });
  it.each([
    ['https://cdn.example.com/a.png', true],
    ['/api/images/blog/x.svg', true],
    ['data:image/png;base64,AAAA', false],
    ['blob:https://x/1', false],
    ['mailto:x@y.z', false],
    ['//cdn.example.com/a.png', false],
  ])('image %j allowed: %s', (src, allowed) => {
    expect(isAllowedImageSrc(src)).toBe(allowed);
  });
  it('only absolute http(s) links are external', () => {
    expect(isExternalHref('https://x.example')).toBe(true);
    expect(isExternalHref('/ofertas')).toBe(false);
    expect(isExternalHref('mailto:a@b.c')).toBe(false);
  });
  it('video embeds: YouTube and Vimeo players only, canonical address', () => {
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ?start=3')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('https://youtube.com.evil.example/embed/dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('http://player.vimeo.com/video/76979871')).toBeNull();
  });
});
