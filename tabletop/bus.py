"""The event bus: typed messages between the input layer, the session and the table.

One input's path: a gesture, the race judge or a bot gives the table an action; the table publishes
:class:`ActionRequested`; the table's session handler applies it and publishes
:class:`ActionApplied` (with the rule events) or :class:`ActionRefused` (with the rule's reason);
the adapter animates the one, a :class:`Toast` explains the other.

Messages are dataclasses. Subscribers register per message type. ``publish`` delivers at once;
``post`` rides the pygame event queue (one custom event type for all bus traffic) so that a message
sent from a worker thread, such as a bot's decision, is handled on the main loop in order.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Callable, TypeVar

import pygame

from rules.core import Action, Event

BUS_EVENT = pygame.event.custom_type()
Message = TypeVar("Message")


@dataclass(frozen=True)
class ActionRequested:
    """A gesture or a bot produced an action; the session decides."""

    action: Action
    source: str = "human"


@dataclass(frozen=True)
class ActionApplied:
    action: Action
    events: tuple[Event, ...]


@dataclass(frozen=True)
class ActionRefused:
    action: Action
    reason: str
    source: str = "human"


@dataclass(frozen=True)
class BotAnswer:
    """A bot's choice for the position after ``step`` actions (None: nothing to do now).

    Bots think on a worker thread and post this on the pygame queue, so the main loop takes it in
    order with everything else."""

    seat: int
    step: int
    action: Action | None


@dataclass(frozen=True)
class Toast:
    text: str
    seconds: float = 3.0


class Bus:
    def __init__(self) -> None:
        self._subscribers: dict[type, list[Callable[[Any], None]]] = defaultdict(list)

    def subscribe(self, kind: type[Message], handler: Callable[[Message], None]) -> Callable[[], None]:
        """Returns the unsubscribe function, for scenes that leave."""
        self._subscribers[kind].append(handler)
        return lambda: self._subscribers[kind].remove(handler) if handler in self._subscribers[kind] else None

    def publish(self, message: object) -> None:
        for handler in list(self._subscribers[type(message)]):
            handler(message)

    def post(self, message: object) -> None:
        pygame.event.post(pygame.event.Event(BUS_EVENT, message=message))

    def deliver(self, event: pygame.event.Event) -> bool:
        """Hand a queued bus event to its subscribers; False for any other pygame event."""
        if event.type != BUS_EVENT:
            return False
        self.publish(event.message)
        return True
