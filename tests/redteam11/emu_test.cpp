// Red team 11 (2026-12-06): racecheck with atomics on many locations, written
// black-box from docs/emulator.md ("Atomics", "Atomics of several threads on
// one location"), docs/safety-model.md and the public headers only (the
// implementation was not read). The docs: each thread keeps what its atomics
// acquired per location, eight entries; past that all but the newest are
// joined into one entry that lists the locations it holds and counts as
// another location everywhere else; what came through a location's own chain
// of read-modify-writes never orders another thread's atomic before this
// thread's plain access of that location; knowledge acquired through *other*
// atomics (a ticket) still orders. Each misuse asserts ErrorKind::DataRace and
// that the report names both threads and the element; twins (the docs say
// race-free) must run clean. Cases that fail (holes) are listed in open.txt
// and carry the label adversarial_open.
//
// "Raw code" below, as in red team 9: an `rsgpu::Atomic` made from an element
// pointer (`detail::ViewFactory::data`, `detail::SharedAccess::data`) beside
// plain accesses through a view made by hand (`detail::ViewFactory`): outside
// the safe API, as `unsafe_at` is, and still checked.
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <cstddef>
#include <regex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../support/red_team.hpp"

using namespace rsgpu;

namespace rt11 {
using namespace ::red_team;
/// An atomic on element i of x (raw code).
RSGPU_FN void add_at(const SliceMut<int> &x, std::size_t i,
                            Ordering o = Ordering::Relaxed) {
  Atomic<int>(detail::ViewFactory::data(x) + i).fetch_add(1, o);
}
/// Locations 16 ints apart: one granule (and shadow word) each.
constexpr std::size_t kStep = 16;
} // namespace rt11

using rt11::expect_error;
using rt11::expect_ok;
using rt11::has;
using rt11::idx;
using rt11::msg;
using rt11::th;

// ====================================== one thread's atomics on many locations

namespace {
// Thread 0 of block `lone` adds to location j (x[16 j]). Thread 0 of the other
// block adds to locations 1..n in order (j among them when 1 <= j <= n), then
// accesses location j plainly: mode 0 reads it, mode 1 writes it. `lone_plain`:
// the lone thread reads location j plainly instead of adding to it.
struct ManyAtomicsThenPlain {
  RSGPU_FN void operator()(Thread t, SliceMut<int> x, SliceMut<int> out,
                           unsigned n, unsigned j, int mode, unsigned lone,
                           bool lone_plain) const {
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (r != 0)
      return;
    const std::size_t at = rt11::kStep * j;
    if (blk == lone) {
      if (lone_plain)
        out.unsafe_at(0) = x.unsafe_at(at);
      else
        rt11::add_at(x, at);
      return;
    }
    for (unsigned k = 1; k <= n; ++k)
      rt11::add_at(x, rt11::kStep * k);
    if (mode == 0)
      out.unsafe_at(1) = x.unsafe_at(at);
    else
      x.unsafe_at(at) = 7;
  }
};
struct ManyCase {
  unsigned n, j;
};
const ManyCase kManyCases[] = {
    {8, 1},  {9, 1},   {9, 2},   {9, 8},   {9, 9},  {16, 1},
    {16, 8}, {16, 9},  {16, 16}, {100, 1}, {100, 50}, {100, 92},
    {100, 93}, {100, 100}, {20, 0}, {3, 2}};
} // namespace

// EMU "Atomics of several threads on one location": the read location's own
// chain taken first, in the middle, among the eight newest or last of 8, 9,
// 16 or 100 locations; and location 0 never touched by the reader. Another
// block's atomic on it is never ordered before the plain read.
// clang-format off
TEST_CASE("S11_S5_rt11_plain_read_after_atomics_on_n_locations_races_with_another_blocks_atomic") {
  // clang-format on
  auto s = rt11::stream();
  for (auto c : kManyCases)
    for (unsigned long long seed : {0ull, 3ull}) {
      INFO(c.n << " locations, read location " << c.j << ", seed " << seed);
      auto x = rt11::zeroed<int>(s, rt11::kStep * 101);
      auto out = rt11::zeroed<int>(s, 2);
      REQUIRE(launch(s, rt11::cfg(2, 32, seed), ManyAtomicsThenPlain{},
                     x.borrow_mut(), out.borrow_mut(), c.n, c.j, 0, 0u,
                     false));
      auto e = expect_error(s, ErrorKind::DataRace);
      const auto m = msg(e);
      INFO(m);
      auto v = rt11::named(m);
      CHECK(has(m, idx(rt11::kStep * c.j, 4)));
      CHECK(rt11::names(v, "atomic", 0, 0));
      CHECK(rt11::names(v, "read", 1, 0));
    }
}

// The same with a plain write of the location.
// clang-format off
TEST_CASE("S11_S5_rt11_plain_write_after_atomics_on_n_locations_races_with_another_blocks_atomic") {
  // clang-format on
  auto s = rt11::stream();
  for (auto c : kManyCases) {
    INFO(c.n << " locations, written location " << c.j);
    auto x = rt11::zeroed<int>(s, rt11::kStep * 101);
    auto out = rt11::zeroed<int>(s, 2);
    REQUIRE(launch(s, rt11::cfg(2, 32), ManyAtomicsThenPlain{}, x.borrow_mut(),
                   out.borrow_mut(), c.n, c.j, 1, 0u, false));
    auto e = expect_error(s, ErrorKind::DataRace);
    const auto m = msg(e);
    INFO(m);
    auto v = rt11::named(m);
    CHECK(has(m, idx(rt11::kStep * c.j, 4)));
    CHECK(rt11::names(v, "atomic", 0, 0));
    CHECK(rt11::names(v, "write", 1, 0));
  }
}

// The reverse order of blocks: block 0 takes the atomics on many locations and
// the plain access, block 1's lone atomic comes after (the emulator runs block
// 0 first on its fast path).
// clang-format off
TEST_CASE("S11_S5_rt11_lone_atomic_of_a_later_block_races_with_a_plain_access_after_many_atomics") {
  // clang-format on
  auto s = rt11::stream();
  for (int mode : {0, 1})
    for (auto c : {ManyCase{9, 1}, ManyCase{16, 9}, ManyCase{100, 1},
                   ManyCase{100, 100}}) {
      INFO(c.n << " locations, location " << c.j << ", mode " << mode);
      auto x = rt11::zeroed<int>(s, rt11::kStep * 101);
      auto out = rt11::zeroed<int>(s, 2);
      REQUIRE(launch(s, rt11::cfg(2, 32), ManyAtomicsThenPlain{},
                     x.borrow_mut(), out.borrow_mut(), c.n, c.j, mode, 1u,
                     false));
      auto e = expect_error(s, ErrorKind::DataRace);
      const auto m = msg(e);
      INFO(m);
      auto v = rt11::named(m);
      CHECK(has(m, idx(rt11::kStep * c.j, 4)));
      CHECK(rt11::names(v, "atomic", 1, 0));
      CHECK(rt11::names(v, mode == 0 ? "read" : "write", 0, 0));
    }
}

// The other block's access is a plain read (no atomic): the many-location
// thread's plain write of it races with that read (and so does its atomic on
// it); a plain read by both is clean (twin).
// clang-format off
TEST_CASE("S11_S5_rt11_plain_write_after_many_atomics_races_with_another_blocks_plain_read") {
  // clang-format on
  auto s = rt11::stream();
  for (auto c : {ManyCase{9, 1}, ManyCase{16, 16}, ManyCase{100, 3},
                 ManyCase{20, 0}}) {
    INFO(c.n << " locations, location " << c.j);
    auto x = rt11::zeroed<int>(s, rt11::kStep * 101);
    auto out = rt11::zeroed<int>(s, 2);
    REQUIRE(launch(s, rt11::cfg(2, 32), ManyAtomicsThenPlain{}, x.borrow_mut(),
                   out.borrow_mut(), c.n, c.j, 1, 0u, true));
    auto e = expect_error(s, ErrorKind::DataRace);
    const auto m = msg(e);
    INFO(m);
    auto v = rt11::named(m);
    CHECK(has(m, idx(rt11::kStep * c.j, 4)));
    CHECK(rt11::names(v, "read", 0, 0));
    CHECK((rt11::names(v, "write", 1, 0) || rt11::names(v, "atomic", 1, 0)));
    // twin: location 0 (untouched by the atomics) read by both: clean
    if (c.j == 0) {
      REQUIRE(launch(s, rt11::cfg(2, 32), ManyAtomicsThenPlain{},
                     x.borrow_mut(), out.borrow_mut(), c.n, 0u, 0, 0u, true));
      expect_ok(s);
    }
  }
}

// ================================ the chain laundered through other locations

namespace {
// Block 0's thread 0 adds to location 0. Block 1's thread 0 adds to location
// 0 too (its chain), then to locations 1..n, `rounds` times over (the second
// round's atomics acquire what its own first round released there, which
// includes what it acquired through location 0's chain), then reads location 0
// plainly. docs/emulator.md: what B's atomic acquired through that location
// does not order A's atomic before B's later plain accesses of it; only
// knowledge acquired through other atomics does, and block 1's other atomics
// acquired nothing of block 0's but through location 0.
struct ChainThenOtherRoundsThenRead {
  RSGPU_FN void operator()(Thread t, SliceMut<int> x, SliceMut<int> out,
                           unsigned n, unsigned rounds) const {
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (r != 0)
      return;
    rt11::add_at(x, 0);
    if (blk == 0)
      return;
    for (unsigned k = 0; k < rounds; ++k)
      for (unsigned l = 1; l <= n; ++l)
        rt11::add_at(x, rt11::kStep * l);
    out.unsafe_at(0) = x.unsafe_at(0);
  }
};
} // namespace

// clang-format off
TEST_CASE("S11_S5_rt11_own_chain_relaundered_through_other_locations_still_races") {
  // clang-format on
  auto s = rt11::stream();
  for (auto [n, rounds] : {std::pair{1u, 1u}, std::pair{1u, 2u},
                           std::pair{1u, 3u}, std::pair{8u, 1u},
                           std::pair{8u, 2u}, std::pair{9u, 1u},
                           std::pair{9u, 2u}, std::pair{20u, 2u},
                           std::pair{100u, 2u}}) {
    for (unsigned long long seed : {0ull, 1ull}) {
      INFO(n << " other locations, " << rounds << " rounds, seed " << seed);
      auto x = rt11::zeroed<int>(s, rt11::kStep * 101);
      auto out = rt11::zeroed<int>(s, 1);
      REQUIRE(launch(s, rt11::cfg(2, 32, seed), ChainThenOtherRoundsThenRead{},
                     x.borrow_mut(), out.borrow_mut(), n, rounds));
      auto r = s.synchronize();
      INFO(rt11::text(r));
      CHECK_FALSE(r); // a race must be reported
      if (r)
        continue;
      CHECK(r.error().kind() == ErrorKind::DataRace);
      const auto m = msg(r.error());
      INFO(m);
      auto v = rt11::named(m);
      CHECK(has(m, idx(0, 4)));
      CHECK(rt11::names(v, "atomic", 0, 0));
      CHECK(rt11::names(v, "read", 1, 0));
    }
  }
}

// ======================================================= the ticket still orders

namespace {
// Thread 0 of each block: block 0 adds to location 0 (relaxed); each takes an
// AcqRel ticket (counter[0]); block 1 also adds to `before` other locations
// (block 0 never touches them) before its ticket. The holder of the last
// ticket, if it is block 1, adds to `after` more locations (the ticket's entry
// joined with the others past eight), then reads location 0 plainly. `ticket`
// false: block 1 reads without a ticket ordering it (the racy twin). out[0] =
// 1 when block 1 read.
struct TicketThenManyThenRead {
  RSGPU_FN void operator()(Thread t, SliceMut<int> x,
                           AtomicSlice<unsigned> counter, SliceMut<int> out,
                           unsigned before, unsigned after, bool ticket) const {
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (r != 0)
      return;
    if (blk == 0)
      rt11::add_at(x, 0);
    if (blk == 1)
      for (unsigned l = 1; l <= before; ++l)
        rt11::add_at(x, rt11::kStep * l);
    bool last = false;
    if (ticket)
      last = counter.at(0).fetch_add(1u, Ordering::AcqRel) == 1;
    else
      last = blk == 1;
    if (!last || blk != 1)
      return;
    for (unsigned l = 1; l <= after; ++l)
      rt11::add_at(x, rt11::kStep * (before + l));
    out.unsafe_at(1) = x.unsafe_at(0);
    out.unsafe_at(0) = 1;
  }
};
} // namespace

// EMU "Atomics": knowledge acquired through other atomics (a ticket) orders
// another block's atomic before the plain read, however many locations the
// reader's atomics touched before or after the ticket (the joined entry
// "counts as another location everywhere else"). Without the ticket: a race.
// clang-format off
TEST_CASE("S11_S5_rt11_acq_rel_ticket_orders_a_read_after_atomics_on_many_locations_and_without_it_races") {
  // clang-format on
  auto s = rt11::stream();
  for (auto [before, after] :
       {std::pair{0u, 0u}, std::pair{0u, 9u}, std::pair{0u, 20u},
        std::pair{9u, 0u}, std::pair{20u, 20u}, std::pair{0u, 100u}}) {
    INFO(before << " locations before the ticket, " << after << " after");
    bool read_by_block1 = false;
    for (unsigned long long seed : {0ull, 1ull, 2ull, 5ull, 9ull}) {
      INFO("seed " << seed);
      auto x = rt11::zeroed<int>(s, rt11::kStep * 201);
      auto counter = rt11::zeroed<unsigned>(s, 1);
      auto out = rt11::zeroed<int>(s, 2);
      REQUIRE(launch(s, rt11::cfg(2, 32, seed), TicketThenManyThenRead{},
                     x.borrow_mut(), atomic(counter.borrow_mut()),
                     out.borrow_mut(), before, after, true));
      expect_ok(s);
      auto o = out.to_vec();
      REQUIRE(o);
      if ((*o)[0] == 1) {
        read_by_block1 = true;
        CHECK((*o)[1] == 1);
      }
    }
    CHECK(read_by_block1); // block 1 drew the last ticket at least once
    // racy twin: no ticket
    auto x = rt11::zeroed<int>(s, rt11::kStep * 201);
    auto counter = rt11::zeroed<unsigned>(s, 1);
    auto out = rt11::zeroed<int>(s, 2);
    REQUIRE(launch(s, rt11::cfg(2, 32), TicketThenManyThenRead{},
                   x.borrow_mut(), atomic(counter.borrow_mut()),
                   out.borrow_mut(), before, after, false));
    auto e = expect_error(s, ErrorKind::DataRace);
    const auto m = msg(e);
    INFO(m);
    auto v = rt11::named(m);
    CHECK(has(m, idx(0, 4)));
    CHECK(rt11::names(v, "atomic", 0, 0));
    CHECK(rt11::names(v, "read", 1, 0));
  }
}

// ========================================== many threads, a histogram's bins

namespace {
// One block of 64; threads 5, 37 (and 63 when `three`) each add to `bins`
// bins (bin b = x[16 b]), each starting at another bin; thread 5 then reads
// bin j plainly. `sync`: the read after a block barrier (clean). Three threads
// at most: docs/emulator.md "What the emulator cannot see" admits a third
// other thread's atomic on one location dropped (a 64-thread histogram misses
// the race in some runs, as documented).
struct HistogramThenPlainRead {
  RSGPU_FN void operator()(Thread t, SliceMut<int> x, SliceMut<int> out,
                           unsigned bins, unsigned j, bool three,
                           bool sync) const {
    const unsigned r = t.block().thread_rank();
    if (r == 5 || r == 37 || (three && r == 63))
      for (unsigned k = 0; k < bins; ++k)
        rt11::add_at(x, rt11::kStep * ((r + k) % bins));
    if (sync)
      t.block().sync();
    if (r == 5)
      out.unsafe_at(0) = x.unsafe_at(rt11::kStep * j);
  }
};
} // namespace

// Threads of one block with atomics on 9, 16 or 40 bins each, a plain read of
// one bin by one of them: a race with another thread's atomic on it (atomics
// do not order inside a block, docs/emulator.md), however many bins. Twin: the
// read after a barrier.
// clang-format off
TEST_CASE("S11_S5_rt11_plain_read_of_a_bin_after_a_histogram_of_many_bins_races") {
  // clang-format on
  auto s = rt11::stream();
  for (unsigned bins : {9u, 16u, 40u})
    for (unsigned j : {0u, 4u, bins - 1})
      for (bool three : {false, true}) {
        INFO(bins << " bins, bin " << j << (three ? ", three threads" : ", two threads"));
        auto x = rt11::zeroed<int>(s, rt11::kStep * 40);
        auto out = rt11::zeroed<int>(s, 1);
        REQUIRE(launch(s, rt11::cfg(1, 64), HistogramThenPlainRead{},
                       x.borrow_mut(), out.borrow_mut(), bins, j, three, false));
        auto e = expect_error(s, ErrorKind::DataRace);
        const auto m = msg(e);
        INFO(m);
        auto v = rt11::named(m);
        CHECK(has(m, idx(rt11::kStep * j, 4)));
        CHECK(rt11::names(v, "read", 0, 5));
        CHECK((rt11::names(v, "atomic", 0, 37) || rt11::names(v, "atomic", 0, 63)));
        // twin: the read after a barrier
        auto x2 = rt11::zeroed<int>(s, rt11::kStep * 40);
        REQUIRE(launch(s, rt11::cfg(1, 64), HistogramThenPlainRead{},
                       x2.borrow_mut(), out.borrow_mut(), bins, j, three, true));
        expect_ok(s);
        auto o = out.to_vec();
        REQUIRE(o);
        CHECK((*o)[0] == (three ? 3 : 2));
      }
}

// ============================================================= shared memory

namespace {
// One block; shared ints, locations 16 apart. Thread a adds to locations
// 1..n, then reads location j plainly; thread b adds to location j. `sync`:
// a barrier between the atomics and the read (clean).
struct SharedManyAtomicsThenPlain {
  RSGPU_FN void operator()(Thread t, SliceMut<int> out, unsigned n, unsigned j,
                           unsigned a, unsigned b, bool write,
                           bool sync) const {
    auto blk = t.block();
    const unsigned r = blk.thread_rank();
    auto sh = shared<int, rt11::kStep * 101>(blk, [] {});
    int *p = detail::SharedAccess::data(sh);
    auto plain = detail::ViewFactory::exclusive<int>(p, 0, rt11::kStep * 101);
    if (r == 0)
      for (std::size_t i = 0; i < rt11::kStep * 101; ++i)
        plain.unsafe_at(i) = 0;
    blk.sync();
    if (r == a)
      for (unsigned l = 1; l <= n; ++l)
        Atomic<int>(p + rt11::kStep * l).fetch_add(1, Ordering::Relaxed);
    if (r == b)
      Atomic<int>(p + rt11::kStep * j).fetch_add(1, Ordering::Relaxed);
    if (sync)
      blk.sync();
    if (r == a) {
      if (write)
        plain.unsafe_at(rt11::kStep * j) = 9;
      else
        out.unsafe_at(0) = plain.unsafe_at(rt11::kStep * j);
    }
    blk.sync();
  }
};
} // namespace

// Shared memory: atomics never order inside a block (docs: "Inside one block,
// message passing through atomics is not an ordering"), however many shared
// locations the reader's atomics touched; a barrier does.
// clang-format off
TEST_CASE("S11_S5_rt11_shared_plain_access_after_atomics_on_many_slots_races_with_another_warps_atomic") {
  // clang-format on
  auto s = rt11::stream();
  for (auto [a, b] : {std::pair{3u, 40u}, std::pair{40u, 3u}})
    for (bool write : {false, true})
      for (auto c : {ManyCase{8, 1}, ManyCase{9, 1}, ManyCase{16, 8},
                     ManyCase{100, 1}, ManyCase{100, 100}, ManyCase{20, 0}}) {
        INFO("thread " << a << " (" << c.n << " slots, location " << c.j
                       << (write ? ", write" : ", read") << "), atomic by "
                       << b);
        auto out = rt11::zeroed<int>(s, 1);
        REQUIRE(launch(s, rt11::cfg(1, 64), SharedManyAtomicsThenPlain{},
                       out.borrow_mut(), c.n, c.j, a, b, write, false));
        auto e = expect_error(s, ErrorKind::DataRace);
        const auto m = msg(e);
        INFO(m);
        auto v = rt11::named(m);
        CHECK(rt11::names(v, write ? "write" : "read", 0, a));
        CHECK(rt11::names(v, "atomic", 0, b));
        CHECK(has(m, idx(rt11::kStep * c.j, 4)));
        // twin: a barrier between
        REQUIRE(launch(s, rt11::cfg(1, 64), SharedManyAtomicsThenPlain{},
                       out.borrow_mut(), c.n, c.j, a, b, write, true));
        expect_ok(s);
      }
}
