// Test support: finds words the browser broke across two lines (Dutch and German compounds in a narrow box).
import type { Locator } from '@playwright/test';

/**
 * The words inside `scope` whose letters sit on more than one line. Breaks at a hyphen or slash are allowed;
 * text without spaces (Japanese) is not checked, as it wraps between any two characters by design.
 */
export function wordsBrokenMidWord(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const broken: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s\-/\u2013\u2014]+/g)) {
          if (match[0].length < 4 || /[\u3040-\u30ff\u4e00-\u9fff]/.test(match[0])) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}
