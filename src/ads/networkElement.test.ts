/** @jest-environment jsdom */
import {findNetworkPresence} from './networkElement';

const backers = 'https://mui.com/material-ui/discover-more/backers/';

function container(html: string): HTMLElement {
  const element = document.createElement('span');
  element.innerHTML = html;
  return element;
}

describe('findNetworkPresence', () => {
  it('finds nothing in an empty container or without a container', () => {
    expect(findNetworkPresence(container('<script></script>'), backers)).toBe('absent');
    expect(findNetworkPresence(null, backers)).toBe('absent');
  });

  it.each([
    '<div id="carbonads"><a href="https://ads.example/1">x</a></div>',
    '<span class="carbonads">x</span>',
    '<div class="ea-placement"></div>',
  ])('finds the network element %s', (html) => {
    expect(findNetworkPresence(container(html), backers)).toBe('ad');
  });

  it("recognises the network's default ad by its link to the backers page", () => {
    const html = '<div id="carbonads"><a href="https://mui.com/material-ui/discover-more/backers">Back us</a></div>';
    expect(findNetworkPresence(container(html), backers)).toBe('backer');
  });
});
