/**
 * One read shared by concurrent callers, without ever answering a caller with a read that began before
 * it asked (such a read could miss a write acknowledged in between): a caller that arrives while a read
 * is under way waits for the next one, which starts when that read ends and serves everyone who arrived
 * meanwhile. Under load the source is asked about once per round trip instead of once per caller.
 */
export class SharedRead<T> {
  private running: Promise<T> | null = null;
  private following: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.running) return this.start();
    this.following ??= this.running.then(
      () => this.startFollowing(),
      () => this.startFollowing(),
    );
    return this.following;
  }

  private start(): Promise<T> {
    const running = this.read();
    this.running = running;
    const done = () => {
      if (this.running === running) this.running = null;
    };
    running.then(done, done);
    return running;
  }

  private startFollowing(): Promise<T> {
    this.following = null;
    return this.start();
  }
}
