import {markGridFramesInert} from './gridFrames';

describe('markGridFramesInert', () => {
  it("makes every Data Grid root of the page inert, whatever the order of the root's attributes", () => {
    const html =
      '<div class="MuiBox-root mui-1"><div class="MuiDataGrid-root MuiDataGrid-root--densityStandard mui-2"><div role="grid"></div></div></div>' +
      '<div style="height:300px" class="MuiDataGrid-root mui-3"></div>';
    expect(markGridFramesInert(html)).toBe(
      '<div class="MuiBox-root mui-1"><div inert="" class="MuiDataGrid-root MuiDataGrid-root--densityStandard mui-2"><div role="grid"></div></div></div>' +
        '<div inert="" style="height:300px" class="MuiDataGrid-root mui-3"></div>',
    );
  });

  it('leaves the grid’s inner parts and any other element alone', () => {
    const html =
      '<div class="MuiDataGrid-main mui-4"></div><p class="MuiDataGrid-rootish">text</p><pre>class="MuiDataGrid-root"</pre>';
    expect(markGridFramesInert(html)).toBe(html);
  });
});
