import { HEAP_FLAGS, missingHeapFlags } from './heap-flags';

describe('heap flags of the server', () => {
  it('are all missing from a bare `node main.js`', () => {
    expect(missingHeapFlags([], undefined)).toEqual([...HEAP_FLAGS]);
    expect(missingHeapFlags(['--enable-source-maps'], '--no-warnings')).toEqual([...HEAP_FLAGS]);
  });

  it('are taken from the command line or NODE_OPTIONS, in either spelling, with the value chosen there', () => {
    expect(missingHeapFlags(['--max-semi-space-size=4', '--max-old-space-size=256'])).toEqual([]);
    expect(missingHeapFlags(['--max_old_space_size=512'])).toEqual(['--max-semi-space-size=4']);
    expect(missingHeapFlags([], '--max-semi-space-size=8  --max-old-space-size=1024')).toEqual([]);
  });
});
