// The fast path's log, extended in line, and its replay of consecutive runs
// (docs/emulator.md, "Deferred records": the in-line extension compares with
// one newer run; a run of consecutive granules is replayed page by page, a
// page this launch has not tagged yet cleared and written in one pass). Each
// race goes through those shortcuts and must be reported naming both threads
// and the element, in both block orders; the race-free twins stay quiet.
#include <string>
#include <vector>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;

namespace {
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }
/// The element index a race report names ("index N of 4-byte").
long index_in(const std::string &m) {
  const auto at = m.find("index ");
  return at == std::string::npos ? -1 : std::stol(m.substr(at + 6));
}
std::string thread_text(unsigned block, unsigned thread) {
  return "block (" + std::to_string(block) + ", 0, 0) thread (" + std::to_string(thread) +
         ", 0, 0)";
}

// Every thread adds one to its element (a read run and a write run of the
// same elements: replayed as one update per word); thread `who` of block
// `fb` also writes element `target`.
struct IncrementPlusForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, unsigned fb, unsigned who,
                           unsigned target) const {
    if (auto o = y.mine(t)) *o = *o + 1;
    if (t.block_idx().x == fb && t.block().thread_rank() == who) y.unsafe_at(target) = 7;
  }
};
// Block 0's threads write their elements through mine; thread 0 of block 1
// walks elements [lo, lo + len) one after another, upwards or downwards (a
// run of one thread, stride +1 or -1 element).
struct OwnersAndAWalker {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, unsigned lo, unsigned len,
                           bool down) const {
    if (t.block_idx().x == 0)
      if (auto o = y.mine(t)) *o = 1;
    if (t.block_idx().x == 1 && t.block().thread_rank() == 0)
      for (unsigned k = 0; k < len; ++k) y.unsafe_at(down ? lo + len - 1 - k : lo + k) = 2;
  }
};
// Thread r reads and writes its element, then writes element r + 1 (its
// neighbour's, before the neighbour reads it): three runs, the read run's
// next element touched by the newest one (here thread 6 only).
struct ReadWriteThenNeighbour {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, bool to_neighbour) const {
    unsigned r = t.block().thread_rank();
    if (auto o = y.mine(t)) *o = *o + 1;
    if (to_neighbour && r == 6) y.unsafe_at(r + 1) = 3;
  }
};
} // namespace

TEST_CASE("S5_consecutive_replay_race_on_each_side_of_a_shadow_page_both_orders",
          "[emulator][racecheck]") {
  // 1024 threads per block: a block's run covers several shadow pages (of
  // ShadowWord::page words, one word per 4-byte granule); the foreign write
  // lands on each side of the first two page boundaries and at the ends.
  constexpr unsigned P = rsgpu::detail::host::ShadowWord::page;
  static_assert(2 * P < 1024);
  for (unsigned fb : {1u, 0u})
    for (unsigned off : {0u, P - 1, P, 2 * P - 1, 2 * P, 1023u}) {
      const unsigned target = (fb == 1 ? 0u : 1024u) + off; // the other block's element
      INFO("foreign block " << fb << ", target " << target);
      auto s = stream();
      auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 2048);
      REQUIRE(y);
      REQUIRE(rsgpu::launch(s, config({2}, {1024}), IncrementPlusForeign{}, y->borrow_mut(),
                            fb, 5u, target));
      auto e = expect_error(s, ErrorKind::DataRace);
      CHECK_THAT(msg(e), Contains("IncrementPlusForeign") &&
                             Contains("index " + std::to_string(target) + " of 4-byte") &&
                             Contains(thread_text(1 - fb, off)) && Contains(thread_text(fb, 5)));
    }
}

TEST_CASE("S5_consecutive_replay_race_in_its_own_block_before_and_after_the_owner",
          "[emulator][racecheck]") {
  // Thread 5 (before the owner, 700, in the fast path's order) or 900 (after
  // it) writes element 700 of its own block: one log, one replay.
  for (unsigned who : {5u, 900u}) {
    INFO("writer " << who);
    auto s = stream();
    auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 1024);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, config({1}, {1024}), IncrementPlusForeign{}, y->borrow_mut(), 0u,
                          who, 700u));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("index 700 of 4-byte") && Contains(thread_text(0, 700)) &&
                           Contains(thread_text(0, who)));
  }
  // Writing its own element again is no race.
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 1024);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({1}, {1024}), IncrementPlusForeign{}, y->borrow_mut(), 0u,
                        700u, 700u));
  expect_ok(s);
}

TEST_CASE("S5_one_threads_run_over_other_threads_elements_upwards_and_downwards",
          "[emulator][racecheck]") {
  for (bool down : {false, true})
    for (unsigned lo : {0u, 20u}) {
      INFO("down " << down << ", from " << lo);
      auto s = stream();
      auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
      REQUIRE(y);
      // Block 1's thread 0 walks [lo, lo + 12): block 0's elements.
      REQUIRE(rsgpu::launch(s, config({2}, {32}), OwnersAndAWalker{}, y->borrow_mut(), lo, 12u,
                            down));
      auto e = expect_error(s, ErrorKind::DataRace);
      const std::string m = msg(e);
      const long k = index_in(m);
      CHECK(k >= long(lo));
      CHECK(k < long(lo) + 12);
      CHECK_THAT(m, Contains(thread_text(0, unsigned(k))) && Contains(thread_text(1, 0)));
    }
  // Walking its own block's unowned tail (elements 64..) is no race.
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 96);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), OwnersAndAWalker{}, y->borrow_mut(), 64u, 32u,
                        true));
  expect_ok(s);
}

TEST_CASE("S5_read_run_not_extended_past_a_newer_runs_element", "[emulator][racecheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), ReadWriteThenNeighbour{}, y->borrow_mut(), true));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("index 7 of 4-byte") && Contains("write by " + thread_text(0, 6)) &&
                         Contains(thread_text(0, 7)));
  REQUIRE(rsgpu::launch(s, config({1}, {32}), ReadWriteThenNeighbour{}, y->borrow_mut(), false));
  expect_ok(s);
}
