import { preloadScripts } from './manifest';

test('preloadScripts adds each chunk once, as async high-priority scripts, and drops one that failed', () => {
  document.head.innerHTML = '<script src="http://localhost/mfe/x/already.js"></script>';
  preloadScripts(['http://localhost/mfe/x/a.js', 'http://localhost/mfe/x/already.js']);
  preloadScripts(['http://localhost/mfe/x/a.js', 'http://localhost/mfe/x/b.js']);
  const scripts = Array.from(document.head.querySelectorAll('script'));
  expect(scripts.map((s) => s.src)).toEqual(['http://localhost/mfe/x/already.js', 'http://localhost/mfe/x/a.js', 'http://localhost/mfe/x/b.js']);
  expect(scripts[1]!.async).toBe(true);
  expect(scripts[1]!.getAttribute('fetchpriority')).toBe('high');
  scripts[2]!.dispatchEvent(new Event('error'));
  expect(document.head.querySelectorAll('script')).toHaveLength(2);
});
