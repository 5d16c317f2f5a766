import EventEmitter from 'eventemitter3';
import { busEventSchemas, type BusEventMap, type BusEventName } from './events';

type Handler<K extends BusEventName> = (payload: BusEventMap[K]) => void;

/**
 * The one event bus of the page. It is a federation-shared singleton because it lives in
 * @ciao/shared, so host and every remote see the same emitter.
 * Payloads are validated on emit: a remote built against an older contract fails loudly
 * at the sender instead of confusing every listener.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();

  emit<K extends BusEventName>(name: K, payload: BusEventMap[K]): void {
    const parsed = busEventSchemas[name].safeParse(payload);
    if (!parsed.success) {
      throw new TypeError(`bus: invalid payload for "${name}": ${parsed.error.message}`);
    }
    this.emitter.emit(name, parsed.data);
  }

  /** Subscribes and returns the unsubscribe function (handy as a React effect cleanup). */
  on<K extends BusEventName>(name: K, handler: Handler<K>): () => void {
    this.emitter.on(name, handler);
    return () => {
      this.emitter.off(name, handler);
    };
  }

  once<K extends BusEventName>(name: K, handler: Handler<K>): () => void {
    this.emitter.once(name, handler);
    return () => {
      this.emitter.off(name, handler);
    };
  }

  listenerCount(name: BusEventName): number {
    return this.emitter.listenerCount(name);
  }
}

export const bus = new EventBus();
