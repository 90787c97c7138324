import '@testing-library/jest-dom';

// jsdom has no matchMedia: answer width queries from window.innerWidth (tests set it), like a browser would.
window.matchMedia = (query: string) => {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  const w = window.innerWidth;
  const matches = (!max || w <= Number(max[1])) && (!min || w >= Number(min[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
};
