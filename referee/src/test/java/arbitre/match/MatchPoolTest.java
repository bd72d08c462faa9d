package arbitre.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The pool lets the next match start its bots while a slot's match plays, and never plays more than its slots. */
class MatchPoolTest {
    private final PrintWriter notes = new PrintWriter(new StringWriter());

    @Test
    void submit_early_theNextMatchStartsWhileTheSlotIsHeld_andBeginsOnceItIsGivenUp() throws Exception {
        try (MatchPool pool = new MatchPool(1, 2, notes, true)) {
            CountDownLatch firstPlays = new CountDownLatch(1);
            CountDownLatch firstMayEnd = new CountDownLatch(1);
            CountDownLatch secondStarted = new CountDownLatch(1);
            AtomicBoolean secondBegun = new AtomicBoolean();
            pool.submit(slot -> {
                slot.take();
                firstPlays.countDown();
                firstMayEnd.await();
                slot.release();
            });
            Future<?> second = pool.submit(slot -> {
                assertThat(slot.early()).isTrue();
                secondStarted.countDown(); // its bots would start here
                takeAndMark(slot, secondBegun);
            });

            assertThat(firstPlays.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(secondStarted.await(10, TimeUnit.SECONDS)).isTrue();
            assertBeginsOnlyOnceOpened(second, secondBegun, firstMayEnd);
        }
    }

    @Test
    void submit_waitsWhileAMatchAlreadyWaitsForEachSlot() throws Exception {
        try (MatchPool pool = new MatchPool(1, 3, notes, true)) {
            CountDownLatch firstMayEnd = new CountDownLatch(1);
            CountDownLatch secondWaits = new CountDownLatch(1);
            pool.submit(slot -> {
                slot.take();
                firstMayEnd.await();
            });
            pool.submit(slot -> {
                secondWaits.countDown();
                slot.take();
            });
            assertThat(secondWaits.await(10, TimeUnit.SECONDS)).isTrue();
            AtomicBoolean thirdStarted = new AtomicBoolean();
            CompletableFuture<Void> submitted = CompletableFuture.runAsync(() -> {
                try {
                    pool.submit(slot -> thirdStarted.set(true)).get();
                } catch (InterruptedException | ExecutionException e) {
                    throw new IllegalStateException(e);
                }
            });

            assertBeginsOnlyOnceOpened(submitted, thirdStarted, firstMayEnd);
        }
    }

    @Test
    void submitNext_choosesOnlyOnceThereIsRoom_andNoneChosenGivesTheRoomBack() throws Exception {
        try (MatchPool pool = new MatchPool(1, 3, notes, true)) {
            CountDownLatch firstMayEnd = new CountDownLatch(1);
            pool.submit(slot -> {
                slot.take();
                firstMayEnd.await();
            });
            pool.submit(slot -> slot.take()); // waits for the one slot: no room for a third
            AtomicBoolean chosen = new AtomicBoolean();
            CompletableFuture<Future<?>> submitted = CompletableFuture.supplyAsync(() -> {
                try {
                    return pool.submitNext(() -> {
                        chosen.set(true);
                        return null;
                    });
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            Thread.sleep(100);
            assertThat(chosen).as("chosen while every room was taken").isFalse();

            firstMayEnd.countDown();

            assertThat(submitted.get(10, TimeUnit.SECONDS)).isNull();
            assertThat(chosen).isTrue();
            assertThat(pool.submit(slot -> {}).get(10, TimeUnit.SECONDS))
                    .as("the room of a match not chosen is free again")
                    .isNull();
        }
    }

    @Test
    void submit_manyMatches_neverMorePlayAtOnceThanSlots() throws Exception {
        try (MatchPool pool = new MatchPool(2, 40, notes, true)) {
            AtomicInteger playing = new AtomicInteger();
            List<Integer> seen = new CopyOnWriteArrayList<>();
            List<Future<?>> matches = new java.util.ArrayList<>();
            for (int i = 0; i < 40; i++) {
                matches.add(pool.submit(slot -> {
                    slot.take();
                    seen.add(playing.incrementAndGet());
                    Thread.sleep(1);
                    playing.decrementAndGet();
                    slot.release();
                }));
            }
            for (Future<?> match : matches) {
                match.get(10, TimeUnit.SECONDS);
            }
            assertThat(seen).hasSize(40).allMatch(n -> n <= pool.slots());
        }
    }

    @Test
    void take_afterTheSlotWasGivenUp_waitsForOneAgain() throws Exception {
        try (MatchPool pool = new MatchPool(1, 2, notes, true)) {
            CountDownLatch replayAsks = new CountDownLatch(1);
            CountDownLatch otherMayEnd = new CountDownLatch(1);
            AtomicBoolean replayBegun = new AtomicBoolean();
            CountDownLatch otherHolds = new CountDownLatch(1);
            Future<?> first = pool.submit(slot -> {
                slot.take();
                slot.release(); // decided, then found to need playing again
                otherHolds.await();
                replayAsks.countDown();
                takeAndMark(slot, replayBegun);
            });
            pool.submit(slot -> {
                slot.take();
                otherHolds.countDown();
                otherMayEnd.await();
                slot.release();
            });

            assertThat(replayAsks.await(10, TimeUnit.SECONDS)).isTrue();
            assertBeginsOnlyOnceOpened(first, replayBegun, otherMayEnd);
        }
    }

    @Test
    void guarded_stopHoldingOnceTheSlotIsTaken_cancelsTheMatch_andGivesTheSlotBack() throws Exception {
        try (MatchPool pool = new MatchPool(1, 2, notes, true)) {
            AtomicBoolean begun = new AtomicBoolean();
            Future<?> cancelled = pool.submit(
                    slot -> slot.guarded(() -> true, () -> begun.set(true)).take());
            assertThatThrownBy(() -> cancelled.get(10, TimeUnit.SECONDS))
                    .hasCauseInstanceOf(CancellationException.class);
            assertThat(begun).isFalse();

            Future<?> next = pool.submit(
                    slot -> slot.guarded(() -> false, () -> begun.set(true)).take());
            next.get(10, TimeUnit.SECONDS);
            assertThat(begun).isTrue();
        }
    }

    @Test
    void guarded_takenAgainWhileHeld_checksAndBeginsOnce() throws Exception {
        try (MatchPool pool = new MatchPool(1, 1, notes, true)) {
            AtomicInteger checks = new AtomicInteger();
            AtomicInteger begins = new AtomicInteger();
            pool.submit(slot -> {
                        MatchPool.Slot guarded = slot.guarded(
                                () -> {
                                    checks.incrementAndGet();
                                    return false;
                                },
                                begins::incrementAndGet);
                        guarded.take();
                        guarded.take();
                    })
                    .get(10, TimeUnit.SECONDS);

            assertThat(checks).hasValue(1);
            assertThat(begins).hasValue(1);
        }
    }

    @Test
    void heldToTheEnd_releaseKeepsTheSlot_untilTheMatchEnds() throws Exception {
        try (MatchPool pool = new MatchPool(1, 2, notes, true)) {
            CountDownLatch released = new CountDownLatch(1);
            CountDownLatch firstMayEnd = new CountDownLatch(1);
            AtomicBoolean secondBegun = new AtomicBoolean();
            pool.submit(slot -> {
                MatchPool.Slot held = slot.heldToTheEnd();
                held.take();
                held.release();
                released.countDown();
                firstMayEnd.await();
            });
            Future<?> second = pool.submit(slot -> takeAndMark(slot, secondBegun));

            assertThat(released.await(10, TimeUnit.SECONDS)).isTrue();
            assertBeginsOnlyOnceOpened(second, secondBegun, firstMayEnd);
        }
    }

    @Test
    void early_withoutControlGroups_isOff() throws Exception {
        try (MatchPool pool = new MatchPool(1, 1, notes, false)) {
            AtomicBoolean early = new AtomicBoolean(true);
            pool.submit(slot -> early.set(slot.early())).get(10, TimeUnit.SECONDS);
            assertThat(early).isFalse();
        }
    }

    /** Takes the slot, then marks the match begun. */
    private static void takeAndMark(MatchPool.Slot slot, AtomicBoolean begun) throws InterruptedException {
        slot.take();
        begun.set(true);
    }

    /**
     * A match waiting for its slot has not begun while {@code gate} is closed (a moment is given it
     * to go wrong), and begins once the gate is opened.
     */
    private static void assertBeginsOnlyOnceOpened(Future<?> waiting, AtomicBoolean begun, CountDownLatch gate)
            throws Exception {
        Thread.sleep(50);
        assertThat(waiting).isNotDone();
        assertThat(begun).isFalse();
        gate.countDown();
        waiting.get(10, TimeUnit.SECONDS);
        assertThat(begun).isTrue();
    }
}
