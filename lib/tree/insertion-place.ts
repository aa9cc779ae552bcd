/**
 * "The appropriate place for inserting a node" (#appropriate-place-for-inserting-a-node): inside
 * `parent`, before `before` (at the end when null). `findPlace` refills one instance per tree
 * builder and returns it, so no insertion allocates one: read it before the next insertion.
 */
export class InsertionPlace {
  parent: unknown = null;
  before: unknown = null;
}
