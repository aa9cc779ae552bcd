/**
 * New child lists of one or two nodes, for adapters whose nodes keep their children in an array.
 *
 * Not array literals: V8 tracks the objects of each literal and, when nearly all of them survive
 * young-generation collections (child lists do, they are the tree), allocates that literal's
 * arrays straight into the old generation. The nodes themselves come from constructors, which V8
 * never does that for, so an old child list then points at young nodes: every such pointer is a
 * root for the young collections, which keep each node and everything under it alive (and copy
 * it) until the next full collection, whether or not the tree is still in use. Into domhandler,
 * a steady run spent 1.8x the CPU time of the same run with V8's pretenuring turned off; arrays
 * made by `new Array(n)` stay in the young generation like the nodes they hold.
 * (A first push on an empty array would reserve room for 17 children; most elements only ever
 * get one or two, hence exact lengths.)
 */
export function childListOf1<T>(a: T): T[] {
  const list = new Array<T>(1);
  list[0] = a;
  return list;
}

export function childListOf2<T>(a: T, b: T): T[] {
  const list = new Array<T>(2);
  list[0] = a;
  list[1] = b;
  return list;
}
