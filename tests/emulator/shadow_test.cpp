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
// Thread 0 writes x[0] and reads it back (two records of one thread: the
// granule leaves the compact word); then thread 1 reads x[0], after a barrier
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
  // 3000 elements: six pages of shadow words, each tagged with its launch.
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
