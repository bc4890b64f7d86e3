/** @jest-environment jsdom */
import {caretAtPoint, codeOffsetOf} from './caretOffset';

const CODE = "import * as React from 'react';\n\nexport default function A() {}";

function block(): HTMLElement {
  const pre = document.createElement('pre');
  pre.innerHTML = [
    '<div class="token-line"><span>import</span><span> * as React from </span><span>\'react\'</span>;<br></div>',
    '<div class="token-line"><br></div>',
    '<div class="token-line"><span>export</span><span> default function A() {}</span><br></div>',
  ].join('');
  document.body.append(pre);
  return pre;
}

describe('codeOffsetOf', () => {
  it('counts the lines before the caret and its column in its line', () => {
    const pre = block();
    const lines = pre.querySelectorAll('.token-line');
    const exportWord = lines[2].querySelector('span')!.firstChild!;
    expect(codeOffsetOf(pre, {node: exportWord, offset: 3}, CODE)).toBe(CODE.indexOf('export') + 3);
    const reactString = lines[0].querySelectorAll('span')[2].firstChild!;
    expect(codeOffsetOf(pre, {node: reactString, offset: 1}, CODE)).toBe(CODE.indexOf("'react'") + 1);
    expect(codeOffsetOf(pre, {node: lines[1], offset: 0}, CODE)).toBe(CODE.indexOf('\n') + 1);
  });

  it('gives nothing for a position outside the lines or without a caret', () => {
    const pre = block();
    expect(codeOffsetOf(pre, {node: document.body, offset: 0}, CODE)).toBeUndefined();
    expect(codeOffsetOf(pre, undefined, CODE)).toBeUndefined();
    expect(codeOffsetOf(pre, {node: pre.querySelectorAll('.token-line')[2], offset: 0}, 'one line')).toBeUndefined();
  });
});

describe('caretAtPoint', () => {
  it("uses the standard API, else Chromium's older one, else tells nothing", () => {
    const node = document.createTextNode('x');
    const standard = {caretPositionFromPoint: () => ({offsetNode: node, offset: 1})} as unknown as Document;
    expect(caretAtPoint(1, 2, standard)).toEqual({node, offset: 1});
    const range = document.createRange();
    range.setStart(node, 0);
    const older = {caretRangeFromPoint: () => range} as unknown as Document;
    expect(caretAtPoint(1, 2, older)).toEqual({node, offset: 0});
    expect(caretAtPoint(1, 2, {} as Document)).toBeUndefined();
  });
});
