// lib/common/name-map.ts: the maps keyed by attribute name (domhandler's attribs, location attrs).
// Imports tsc's build/ (every export kept).
import { inspect } from 'node:util';
import { expect } from 'chai';
import { nameMap } from '../../build/lib/common/name-map.js';

describe('name maps', () => {
  it('inherit nothing: names of Object.prototype members read undefined and are not in the map', () => {
    const map = nameMap();
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', '__defineGetter__']) {
      expect(map[name], name).to.equal(undefined);
      expect(name in map, name).to.equal(false);
    }
    expect(map instanceof Object).to.equal(false);
  });

  it('take __proto__ and constructor as plain own keys, in insertion order', () => {
    const map = nameMap();
    map.__proto__ = 'a';
    map.constructor = 'b';
    map.id = 'c';
    expect(Object.keys(map)).to.deep.equal(['__proto__', 'constructor', 'id']);
    expect(map.__proto__).to.equal('a');
    expect(JSON.stringify(map)).to.equal('{"__proto__":"a","constructor":"b","id":"c"}');
    expect(nameMap().id).to.equal(undefined);
  });

  it('share a prototype that cannot be changed', () => {
    const prototype = Object.getPrototypeOf(nameMap());
    expect(Object.isFrozen(prototype)).to.equal(true);
    expect(Object.getPrototypeOf(prototype)).to.equal(null);
    expect(Object.getOwnPropertyNames(prototype)).to.deep.equal([]);
  });

  it('print in Node as a null-prototype object does', () => {
    const map = nameMap();
    map.class = 'x';
    map.__proto__ = 'y';
    const plain = Object.assign(Object.create(null), { class: 'x' });
    plain.__proto__ = 'y';
    expect(inspect(map)).to.equal(inspect(plain));
    expect(inspect({ a: { attribs: map } })).to.equal(inspect({ a: { attribs: plain } }));
  });
});
