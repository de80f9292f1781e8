// racecheck's compact global-memory shadow (docs/emulator.md, "Compact
// shadow"): the lock-free path for a thread's own element, the 64-byte cells
// taken for two records or epochs a word cannot hold, and the page launch tags
// that forget an earlier launch. Each must report what the per-element cells
// reported, naming both threads.
#include <string>
#include <vector>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;

namespace {
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }

// Every thread writes its own element twice (the second write takes the
// lock-free path: the word already holds the thread's own record); thread 5 of
// block 1 also writes element 3, owned by thread 3 of block 0.
struct OwnTwiceThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) {
      *o = 1;
      *o = *o + 1;
    }
    if (t.block_idx().x == 1 && t.block().thread_rank() == 5) out.unsafe_at(3) = 7;
  }
};
// Thread 0 writes x[0] and reads it back (the read adds nothing to its own
// write: the word keeps the write); then thread 1 reads x[0], after a barrier
// when `sync` (ordered: no race) or without one (races with the write).
struct WriteReadThenOtherReads {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, bool sync) const {
    unsigned r = t.block().thread_rank();
    if (r == 0) {
      x.unsafe_at(0) = 1;
      (void)int(x.unsafe_at(0));
    }
    if (sync) t.block().sync();
    if (r == 1) (void)int(x.unsafe_at(0));
  }
};
// More block barriers than a compact word's 14-bit epoch holds, then thread 0
// writes x[0] and thread 1 reads it, with or without a barrier in between.
struct ManyBarriersThenPair {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, bool sync) const {
    for (int i = 0; i < 16400; ++i) t.block().sync();
    unsigned r = t.block().thread_rank();
    if (r == 0) x.unsafe_at(0) = 1;
    if (sync) t.block().sync();
    if (r == 1) (void)int(x.unsafe_at(0));
  }
};
// A thread reads what it wrote with nothing in between (the read leaves the
// word as it was: the write stands for it); thread `who` of block `fb` then
// writes the element too, and must be reported with the first thread.
struct WriteReadOwnThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, unsigned fb,
                           unsigned who) const {
    const unsigned b = t.block_idx().x, r = t.block().thread_rank();
    if (b == 1 - fb && r == 5) {
      x.unsafe_at(0) = 1;
      if (int(x.unsafe_at(0)) != 1) x.unsafe_at(1) = 9;
    }
    if (b == fb && r == who) x.unsafe_at(0) = 2;
  }
};
// Thread 0 writes x[0]; then, after a block barrier (`warp` false) or a warp
// collective (`warp` true), thread 0 reads x[0] and thread 1 writes it: the
// read is later than the write it follows and must still race with thread
// 1's write (thread 0's write is ordered before it).
struct WriteSyncOwnReadOtherWrites {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, bool warp,
                           bool other_writes) const {
    const unsigned r = t.block().thread_rank();
    if (r == 0) x.unsafe_at(0) = 1;
    if (warp) t.block().warp().sync();
    else t.block().sync();
    if (r == 0 && int(x.unsafe_at(0)) == 5) x.unsafe_at(2) = 1;
    if (r == 1 && other_writes) x.unsafe_at(0) = 3;
  }
};
// Thread 3 writes byte 0 and reads byte 1 of one 4-byte granule; thread 5
// of the same block (no barrier: the fast path runs it after thread 3)
// writes byte 1: the read touched a byte the write did not, so it must race.
// (One block: across blocks the order could put the foreign write first,
// and a cell keeps one write: a hole still open, docs/emulator.md.)
struct ByteWriteOtherByteRead {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned char> b) const {
    const unsigned r = t.block().thread_rank();
    if (r == 3) {
      b.unsafe_at(0) = 1;
      if ((unsigned char)(b.unsafe_at(1)) == 7) b.unsafe_at(8) = 1;
    }
    if (r == 5) b.unsafe_at(1) = 2;
  }
};
// 32-byte elements written whole through `->` (a run of 32-byte writes,
// replayed granule by granule): every thread its own, and thread 5 of block
// `fb` element 3 of block 1 - fb as well.
struct Wide {
  float a[7];
  unsigned tag;
};
} // namespace
RSGPU_DEVICE_COPY(Wide);
namespace {
struct WideOwnThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Wide> y, unsigned fb) const {
    if (auto o = y.mine(t)) o.ref()->tag = unsigned(o.index());
    if (t.block_idx().x == fb && t.block().thread_rank() == 5)
      y.unsafe_at((1 - fb) * 32 + 3)->a[6] = 1.0f;
  }
};
// Thread 0 adds to x[0] atomically and reads x[0] back plainly; thread 1
// (same block, no barrier; the fast path runs it after thread 0) adds to it
// atomically when `other`: its atomic races with thread 0's plain read (an
// atomic is not the thread's own write: the read must stay recorded).
struct AtomicThenOwnReadThenOtherAtomic {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, std::uintptr_t base,
                           bool other) const {
    int *p = reinterpret_cast<int *>(base);
    const unsigned r = t.block().thread_rank();
    if (r == 0) {
      atomic_add(p, 1);
      if (int(x.unsafe_at(0)) == 42) x.unsafe_at(2) = 1;
    }
    if (r == 1 && other) atomic_add(p, 1);
  }
};
// Element i is written by global thread i (forward) or n-1-i (reversed).
struct WriteMapped {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, bool reversed) const {
    std::size_t n = x.len(), g = std::size_t(t.global_linear_id());
    if (g < n) x.unsafe_at(reversed ? n - 1 - g : g) = int(g);
  }
};
} // namespace

TEST_CASE("S5_race_with_an_element_rewritten_by_its_owner_names_both_threads",
          "[emulator][racecheck]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({2}, {32}, Check::Race), OwnTwiceThenForeign{},
                        out->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("OwnTwiceThenForeign") && Contains("index 3 of 4-byte") &&
                         Contains("block (0, 0, 0) thread (3, 0, 0)") &&
                         Contains("block (1, 0, 0) thread (5, 0, 0)"));
}

TEST_CASE("S5_own_write_then_read_keeps_the_write_for_other_threads", "[emulator][racecheck]") {
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(x);
  // Ordered by the barrier: the thread's later read must not stand in for its
  // earlier write (that would be a false race with thread 1's read).
  REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::Race), WriteReadThenOtherReads{},
                        x->borrow_mut(), true));
  expect_ok(s);
  // Not ordered: thread 1's read races with thread 0's write.
  REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::Race), WriteReadThenOtherReads{},
                        x->borrow_mut(), false));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("write by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("read by block (0, 0, 0) thread (1, 0, 0)") &&
                         Contains("index 0 of 4-byte"));
}

TEST_CASE("S5_read_after_own_write_then_a_foreign_write_names_both_threads",
          "[emulator][racecheck]") {
  for (unsigned fb : {1u, 0u})
    for (unsigned who : {0u, 31u}) {
      INFO("foreign block " << fb << ", thread " << who);
      auto s = stream();
      auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
      REQUIRE(x);
      REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteReadOwnThenForeign{}, x->borrow_mut(), fb,
                            who));
      auto e = expect_error(s, ErrorKind::DataRace);
      const std::string own = "block (" + std::to_string(1 - fb) + ", 0, 0) thread (5, 0, 0)";
      const std::string other =
          "write by block (" + std::to_string(fb) + ", 0, 0) thread (" + std::to_string(who);
      CHECK_THAT(msg(e), Contains("WriteReadOwnThenForeign") && Contains("index 0 of 4-byte") &&
                             Contains(own) && Contains(other));
    }
  // Alone, the write and the read back are no race.
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(x);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteReadOwnThenForeign{}, x->borrow_mut(), 1u,
                        40u));
  expect_ok(s);
}

TEST_CASE("S5_own_read_after_a_barrier_or_collective_still_races_with_a_later_write",
          "[emulator][racecheck]") {
  for (bool warp : {false, true}) {
    INFO((warp ? "warp collective" : "block barrier"));
    auto s = stream();
    auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
    REQUIRE(x);
    REQUIRE(rsgpu::launch(s, config({1}, {32}), WriteSyncOwnReadOtherWrites{}, x->borrow_mut(),
                          warp, true));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("index 0 of 4-byte") &&
                           Contains("read by block (0, 0, 0) thread (0, 0, 0)") &&
                           Contains("write by block (0, 0, 0) thread (1, 0, 0)"));
    // Without thread 1's write: no race.
    REQUIRE(rsgpu::launch(s, config({1}, {32}), WriteSyncOwnReadOtherWrites{}, x->borrow_mut(),
                          warp, false));
    expect_ok(s);
  }
}

TEST_CASE("S5_own_read_of_a_byte_its_write_did_not_touch_still_races", "[emulator][racecheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<unsigned char>::zeroed(s, 16);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), ByteWriteOtherByteRead{}, b->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("index 1 of 1-byte") &&
                         Contains("read by block (0, 0, 0) thread (3, 0, 0)") &&
                         Contains("write by block (0, 0, 0) thread (5, 0, 0)"));
}

TEST_CASE("S5_race_on_a_32_byte_element_written_whole_names_both_threads",
          "[emulator][racecheck]") {
  for (unsigned fb : {1u, 0u}) {
    INFO("foreign block " << fb);
    auto s = stream();
    auto y = rsgpu::DeviceBuffer<Wide>::zeroed(s, 64);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, config({2}, {32}), WideOwnThenForeign{}, y->borrow_mut(), fb));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("WideOwnThenForeign") &&
                           Contains("index " + std::to_string((1 - fb) * 32 + 3) + " of 32-byte") &&
                           Contains("block (" + std::to_string(1 - fb) + ", 0, 0) thread (3, 0, 0)") &&
                           Contains("block (" + std::to_string(fb) + ", 0, 0) thread (5, 0, 0)"));
  }
}

TEST_CASE("S5_own_plain_read_after_own_atomic_races_with_another_threads_atomic",
          "[emulator][racecheck]") {
  // Raw device memory (emu_support's hooks): the view and the atomics' pointer.
  void *raw = host::device_alloc(4 * sizeof(int));
  REQUIRE(raw);
  std::memset(raw, 0, 4 * sizeof(int));
  int *p = static_cast<int *>(raw);
  auto s = stream();
  REQUIRE(rsgpu::launch(s, config({1}, {32}), AtomicThenOwnReadThenOtherAtomic{},
                        view_mut(p, 4), reinterpret_cast<std::uintptr_t>(p), true));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("index 0 of 4-byte") &&
                         Contains("read by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("atomic by block (0, 0, 0) thread (1, 0, 0)"));
  // Atomics alone do not race.
  REQUIRE(rsgpu::launch(s, config({1}, {32}), AtomicThenOwnReadThenOtherAtomic{},
                        view_mut(p, 4), reinterpret_cast<std::uintptr_t>(p), false));
  expect_ok(s);
  host::device_free(raw, 4 * sizeof(int));
}

TEST_CASE("S8_racecheck_barrier_epochs_beyond_a_shadow_word", "[emulator][racecheck]") {
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(x);
  REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::Race), ManyBarriersThenPair{},
                        x->borrow_mut(), true));
  expect_ok(s);
  REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::Race), ManyBarriersThenPair{},
                        x->borrow_mut(), false));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("write by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("read by block (0, 0, 0) thread (1, 0, 0)"));
}

TEST_CASE("S5_racecheck_forgets_an_earlier_launch_on_every_shadow_page",
          "[emulator][racecheck]") {
  // 3000 elements: many pages of shadow words, each tagged with its launch.
  const std::size_t n = 3000;
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, n);
  REQUIRE(x);
  for (bool reversed : {false, true, false}) {
    REQUIRE(rsgpu::launch(s, config({24}, {128}, Check::All), WriteMapped{},
                          x->borrow_mut(), reversed));
    expect_ok(s); // a different owner per element each launch: ordered by the stream
  }
  auto v = x->to_vec();
  REQUIRE(v);
  for (std::size_t i = 0; i < n; ++i) REQUIRE((*v)[i] == int(i));
}
