import { describe, expect, it } from 'vitest';
import { editDevtoolsLog, parseArguments } from './lighthouse-what-if.mjs';

const request = (requestId, url) => [
  { method: 'Network.requestWillBeSent', params: { requestId, request: { url } } },
  { method: 'Network.dataReceived', params: { requestId, dataLength: 4000, encodedDataLength: 1000 } },
  { method: 'Network.loadingFinished', params: { requestId, encodedDataLength: 1200 } },
];
const log = [
  { method: 'Page.frameNavigated', params: { frame: { id: 'main' } } },
  ...request('1', 'http://app/assets/react-dom-a1.js'),
  ...request('2', 'http://app/assets/public-b2.js'),
  ...request('3', 'http://api/documents?page=1'),
];
const bytesOf = (edited, requestId) =>
  edited
    .filter((event) => event.params?.requestId === requestId && event.method !== 'Network.requestWillBeSent')
    .map((event) => event.params.encodedDataLength);

describe('editDevtoolsLog', () => {
  it('drops every event of the requests whose address matches, and says which', () => {
    const { log: edited, dropped } = editDevtoolsLog(log, { drop: [/public-/] });
    expect(dropped).toEqual(['http://app/assets/public-b2.js']);
    expect(edited.some((event) => event.params?.requestId === '2')).toBe(false);
    expect(edited).toHaveLength(log.length - 3);
    expect(edited[0]).toBe(log[0]);
  });

  it('scales the bytes on the wire of the matching requests, and no others', () => {
    const { log: edited } = editDevtoolsLog(log, { scale: [[/documents\?/, 0.5]] });
    expect(bytesOf(edited, '3')).toEqual([500, 600]);
    expect(bytesOf(edited, '1')).toEqual([1000, 1200]);
    // The recorded log is left as it was.
    expect(bytesOf(log, '3')).toEqual([1000, 1200]);
  });

  it('keeps the log as it is with nothing to change', () => {
    expect(editDevtoolsLog(log).log).toEqual(log);
  });
});

describe('parseArguments', () => {
  it('reads repeated --drop and --scale before or between the directories', () => {
    const parsed = parseArguments(['--drop', 'public-', 'runs/a', '--scale', 'react-dom=0.8', 'runs/b']);
    expect(parsed.drop.map(String)).toEqual(['/public-/']);
    expect(parsed.scale.map(([pattern, factor]) => [String(pattern), factor])).toEqual([['/react-dom/', 0.8]]);
    expect(parsed.dirs).toEqual(['runs/a', 'runs/b']);
  });

  it('refuses a scale without a factor, and no directory', () => {
    expect(() => parseArguments(['--scale', 'react-dom', 'runs/a'])).toThrow('<pattern>=<factor>');
    expect(() => parseArguments(['--drop', 'x'])).toThrow('at least one directory');
  });
});
