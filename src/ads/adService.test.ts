import {AD_FETCH_ATTEMPTS} from './constants';
import {fetchNetworkAd, parseAdServiceResponse} from './adService';

const good = {
  company: 'Acme',
  description: 'Faster builds.',
  image: 'https://cdn.example/acme.png',
  statlink: 'https://srv.example/click/1',
  statimp: 'https://srv.example/imp/1',
  pixel: 'https://px.example/a?t=[timestamp]||javascript:alert(1)',
  timestamp: '1700000000',
};

describe('parseAdServiceResponse', () => {
  it('uses the first ad with content and a statlink', () => {
    const body = {ads: [{}, {company: 'No link', description: 'x'}, good, {...good, company: 'Second'}]};
    expect(parseAdServiceResponse(body)).toEqual({
      company: 'Acme',
      description: 'Faster builds.',
      link: 'https://srv.example/click/1',
      pixels: ['https://srv.example/imp/1', 'https://px.example/a?t=1700000000'],
    });
  });

  it('keeps markup as text and drops links that are not http(s)', () => {
    const ad = parseAdServiceResponse({
      ads: [{company: '<b>X</b>', description: '<img src=x onerror=alert(1)>', statlink: 'javascript:alert(1)'}],
    });
    expect(ad).toEqual({company: '<b>X</b>', description: '<img src=x onerror=alert(1)>', link: null, pixels: []});
  });

  it.each([
    ['an empty list', {ads: []}],
    ['only empty ads', {ads: [{}, {}]}],
    ['no statlink', {ads: [{company: 'Acme', description: 'x'}]}],
    ['a statlink but no text', {ads: [{statlink: 'https://srv.example/c'}]}],
    ['ads that is not a list', {ads: 'nope'}],
    ['null', null],
    ['a string', 'ads'],
    ['a list', [good]],
    ['fields of the wrong type', {ads: [{company: 3, description: {}, statlink: ['x']}]}],
  ])('gives no ad for %s', (_name, body) => {
    expect(parseAdServiceResponse(body)).toBeNull();
  });
});

describe('fetchNetworkAd', () => {
  const ok = (body: unknown) => ({ok: true, json: async () => body});
  const notJson = {
    ok: true,
    json: async () => {
      throw new SyntaxError('Unexpected token');
    },
  };

  it('returns the first usable ad', async () => {
    const fetchImpl = jest.fn(async () => ok({ads: [good]}));
    await expect(fetchNetworkAd(fetchImpl, 'https://srv.example/ads.json')).resolves.toMatchObject({company: 'Acme'});
    expect(fetchImpl).toHaveBeenCalledWith('https://srv.example/ads.json', {signal: undefined, credentials: 'omit'});
  });

  it('retries after errors, error statuses, malformed and empty answers', async () => {
    const answers = [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve({ok: false, json: async () => ({ads: [good]})}),
      Promise.resolve(notJson),
      Promise.resolve(ok({ads: []})),
      Promise.resolve(ok({ads: [good]})),
    ];
    answers.forEach((answer) => answer.catch(() => undefined));
    const fetchImpl = jest.fn(() => answers.shift()!);
    await expect(fetchNetworkAd(fetchImpl, 'u')).resolves.toMatchObject({company: 'Acme'});
    expect(fetchImpl).toHaveBeenCalledTimes(5);
  });

  it('gives up with no ad after 10 failed attempts', async () => {
    expect(AD_FETCH_ATTEMPTS).toBe(10);
    const fetchImpl = jest.fn(async () => ({ok: false, json: async () => ({})}));
    await expect(fetchNetworkAd(fetchImpl, 'u')).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(10);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fetchImpl = jest.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(fetchNetworkAd(fetchImpl, 'u', controller.signal)).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
