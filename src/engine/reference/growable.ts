// A typed array that grows by doubling: the builder's column storage (no per-record objects).

type TypedArrayCtor = Uint32ArrayConstructor | Uint16ArrayConstructor | Uint8ArrayConstructor | Int32ArrayConstructor;
type TypedArrayOf<C extends TypedArrayCtor> = InstanceType<C>;

export class Growable<C extends TypedArrayCtor> {
  private data: TypedArrayOf<C>;
  length = 0;

  constructor(
    private readonly ctor: C,
    capacity = 1024,
  ) {
    this.data = new ctor(capacity) as TypedArrayOf<C>;
  }

  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new this.ctor(this.data.length * 2) as TypedArrayOf<C>;
      next.set(this.data as never);
      this.data = next;
    }
    this.data[this.length++] = v;
  }

  get(i: number): number {
    return this.data[i]!;
  }

  set(i: number, v: number): void {
    this.data[i] = v;
  }

  /** the filled part (a view, not a copy) */
  view(): TypedArrayOf<C> {
    return this.data.subarray(0, this.length) as TypedArrayOf<C>;
  }
}
