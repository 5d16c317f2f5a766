/** @jest-environment node */
import { EventBus } from './bus';
import type { BusEventMap } from './events';

describe('EventBus', () => {
  it('delivers an emitted payload to every listener of that event only', () => {
    const bus = new EventBus();
    const loggedIn = jest.fn();
    const alsoLoggedIn = jest.fn();
    const loggedOut = jest.fn();
    bus.on('auth:logged-in', loggedIn);
    bus.on('auth:logged-in', alsoLoggedIn);
    bus.on('auth:logged-out', loggedOut);

    bus.emit('auth:logged-in', { accountId: 7 });

    expect(loggedIn).toHaveBeenCalledWith({ accountId: 7 });
    expect(alsoLoggedIn).toHaveBeenCalledWith({ accountId: 7 });
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('stops delivering after the unsubscribe returned by on is called', () => {
    const bus = new EventBus();
    const handler = jest.fn();
    const unsubscribe = bus.on('auth:logged-in', handler);

    bus.emit('auth:logged-in', { accountId: 1 });
    unsubscribe();
    bus.emit('auth:logged-in', { accountId: 2 });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ accountId: 1 });
    expect(bus.listenerCount('auth:logged-in')).toBe(0);
  });

  it('unsubscribing one listener leaves the others subscribed', () => {
    const bus = new EventBus();
    const kept = jest.fn();
    const removed = jest.fn();
    bus.on('auth:open-login', kept);
    const unsubscribe = bus.on('auth:open-login', removed);
    unsubscribe();

    bus.emit('auth:open-login', {});

    expect(kept).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });

  it('delivers a once listener exactly one time', () => {
    const bus = new EventBus();
    const handler = jest.fn();
    bus.once('auth:open-login', handler);

    bus.emit('auth:open-login', { redirect: '/a' });
    bus.emit('auth:open-login', { redirect: '/b' });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ redirect: '/a' });
  });

  it('a once listener unsubscribed before the event never runs', () => {
    const bus = new EventBus();
    const handler = jest.fn();
    const unsubscribe = bus.once('auth:open-login', handler);
    unsubscribe();

    bus.emit('auth:open-login', {});

    expect(handler).not.toHaveBeenCalled();
  });

  it('throws on an invalid payload and reaches no listener', () => {
    const bus = new EventBus();
    const handler = jest.fn();
    bus.on('auth:logged-in', handler);
    const invalid = { accountId: -1 } as BusEventMap['auth:logged-in'];
    const wrongType = { accountId: 'seven' } as unknown as BusEventMap['auth:logged-in'];

    expect(() => bus.emit('auth:logged-in', invalid)).toThrow(/invalid payload for "auth:logged-in"/);
    expect(() => bus.emit('auth:logged-in', wrongType)).toThrow(TypeError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects a value outside an event enum', () => {
    const bus = new EventBus();
    const handler = jest.fn();
    bus.on('auth:logged-out', handler);
    const unknownReason = { reason: 'bored' } as unknown as BusEventMap['auth:logged-out'];

    expect(() => bus.emit('auth:logged-out', unknownReason)).toThrow(TypeError);
    expect(handler).not.toHaveBeenCalled();
  });
});
